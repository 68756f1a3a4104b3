import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import prettier from 'eslint-config-prettier'
import { readdirSync } from 'node:fs'

// Every folder of src/features is a feature (docs/architecture.md, Layers): a new one is covered as it appears.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// docs/architecture.md, "State": a feature reads through the query hooks of src/api's `*-queries.ts` files and
// writes through actions, whose meta says what they change; the query client carries that out. So no feature
// holds the query client, writes or drops the cache, or calls a service's raw call functions. The service
// modules; their lowercase value exports are the calls (predicates `is…` and the few pure readers below are
// not).
const SERVICE_MODULES = [
  'identity',
  'system',
  'privacy',
  'config',
  'merchant',
  'holdings',
  'mgm',
  'mgm-*',
  'referral',
  'talent',
  'points',
  'quiz',
  'draws',
  'transfer-pool',
  'catalogue/detail',
  'catalogue/funds',
  'catalogue/market',
  'catalogue/shared',
  'catalogue/texts',
].map((m) => `@/api/${m}`)
const SERVER_STATE_PATTERNS = [
  {
    group: ['@tanstack/react-query'],
    importNames: ['useQueryClient', 'QueryClient', 'QueryCache', 'MutationCache', 'useMutation'],
    message:
      'a feature never holds the query client: read with a *-queries.ts hook, write with an action (useAction) whose meta says what it refreshes',
  },
  {
    group: [...SERVICE_MODULES, '!@/api/*-queries'],
    importNamePattern: '^(?!is[A-Z]|fundTypeCode$|savedInviteAnswer$)[a-z]',
    message:
      "a feature never calls a service directly: use the call's query hook or action from its *-queries.ts file",
  },
]
const CACHE_METHODS =
  'invalidateQueries|refetchQueries|setQueryData|setQueriesData|removeQueries|resetQueries|cancelQueries|fetchQuery|prefetchQuery|ensureQueryData'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-meta',
      'dist-reference',
      'dist-reference-meta',
      'node_modules',
      'coverage',
      'test-results',
      'screenshots',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // docs/architecture.md, Layers: imports flow one way, shared <- features <- app, and no feature imports another.
      'no-restricted-imports': 'off',
    },
  },
  {
    // docs/architecture.md, Layers: shared <- api <- features <- app. shared is the bottom layer: it receives the calls it
    // needs (props, parameters) instead of importing the api.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/*', '@/api', '@/features/*', '@/app/*', '@mocks/*', '**/mocks/*'],
              message: 'shared never imports the api, features, app or mocks: pass the calls it needs in',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@mocks/*', '**/mocks/*'],
              message: 'the api never imports features, app or mocks',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
                '@/app/*',
                '@mocks/*',
                '**/mocks/*',
              ],
              message:
                'a feature never imports another feature, the app shell or mocks; move shared code to src/shared',
            },
            ...SERVER_STATE_PATTERNS,
          ],
          paths: [
            {
              name: '@/shared/lib/storage',
              importNames: ['wxUserStore', 'loginStore'],
              message:
                'who is signed in comes from signedIn() / isSignedIn() (src/api/auth), never from the stored identity',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=/^(${CACHE_METHODS})$/]`,
          message:
            "a feature never writes, drops or asks the cache itself: declare it in the action's meta (refreshes, afterFailure, puts, drops) or use a query hook",
        },
      ],
    },
  })),
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*'], message: 'the production bundle never imports mocks' },
          ],
        },
      ],
    },
  },
  {
    // Tests and the mock backend may reach into mocks and across features.
    files: [
      'mocks/**/*.ts',
      'scripts/**/*',
      'tests/**/*',
      '**/*.test.{ts,tsx}',
      'vite.config.ts',
      'build/**/*',
    ],
    rules: {
      'no-console': 'off',
      'no-restricted-imports': 'off',
      // A test may arrange the cache's state (docs/testing.md).
      'no-restricted-syntax': 'off',
      'react-refresh/only-export-components': 'off',
    },
  },
  prettier,
)
