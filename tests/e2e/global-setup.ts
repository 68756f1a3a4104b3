import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'

/** Starts the mock server with the production build (dist/) on a local port for the e2e run. */
let child: ChildProcess | undefined

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`mock server did not start at ${url}`)
}

export default async function setup(project: TestProject) {
  const dist = process.env.DIST_DIR ?? 'dist'
  if (!existsSync(`${dist}/index.html`))
    throw new Error(`${dist}/ is missing: run \`vite build --mode prod\` first`)
  const port = Number(process.env.E2E_PORT ?? 4178)
  const base = `http://127.0.0.1:${port}`
  // A server left on the port by an earlier run would answer instead of this one, with its own build and
  // its own mock state (a scenario another run set): the tests would then fail, or pass, for the wrong reason.
  const answering = await fetch(`${base}/__mock/scenario`)
    .then((res) => res.ok)
    .catch(() => false)
  if (answering)
    throw new Error(
      `${base} already answers: stop the server left there (pkill -f mocks/serve.ts), run again`,
    )
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitFor(`${base}/__mock/scenario`, 30_000)
  project.provide('baseUrl', base)
  return async () => {
    child?.kill('SIGTERM')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
