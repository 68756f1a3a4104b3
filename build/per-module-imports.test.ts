import { describe, expect, it } from 'vitest'
import { exportsOf, rewriteImports } from './per-module-imports.ts'

const barrel = (specifier: string, index: string) => ({ specifier, index, importers: /\/src\// })

describe('per-module imports', () => {
  it("reads an index's `export { … } from`, `import … from` and `export * from` forms", () => {
    const antd = exportsOf(
      barrel('antd-mobile', 'node_modules/antd-mobile/es/index.js'),
      "export { default as Button } from './components/button';",
    )
    expect(antd.get('Button')).toEqual({ from: 'antd-mobile/es/components/button', name: 'default' })
    const hooks = exportsOf(
      barrel('ahooks', 'node_modules/ahooks/es/index.js'),
      "import useThrottleFn from './useThrottleFn';\nexport { useThrottleFn };",
    )
    expect(hooks.get('useThrottleFn')).toEqual({ from: 'ahooks/es/useThrottleFn', name: 'default' })
    // The app's index of the campaign's common code re-exports its rules whole.
    const common = exportsOf(
      barrel('@/features/campaign/common', 'src/features/campaign/common/index.ts'),
      "export * from './rules'\nexport { useCampaignUser } from './use-campaign-user'",
    )
    expect(common.get('useCampaignUser')?.from).toBe('@/features/campaign/common/use-campaign-user')
    expect(common.get('EXCHANGE_THRESHOLD')?.from).toBe('@/features/campaign/common/rules')
  })

  it('writes one import per module, and leaves an import with a name it does not know', () => {
    const names = new Map([
      ['Button', { from: 'antd-mobile/es/components/button', name: 'default' }],
      ['Toast', { from: 'antd-mobile/es/components/toast', name: 'default' }],
    ])
    expect(rewriteImports("import { Button, Toast as T } from 'antd-mobile';", 'antd-mobile', names)).toBe(
      "import Button from 'antd-mobile/es/components/button';\nimport T from 'antd-mobile/es/components/toast';",
    )
    const unknown = "import { Button, Nope } from 'antd-mobile';"
    expect(rewriteImports(unknown, 'antd-mobile', names)).toBe(unknown)
    // Another package whose name starts the same is not touched.
    const icons = "import { SoundOutline } from 'antd-mobile-icons';"
    expect(rewriteImports(icons, 'antd-mobile', names)).toBe(icons)
  })
})
