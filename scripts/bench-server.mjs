// What the benchmark scripts share (bench-holdings, bench-market-scroll): the WeChat phone they measure as,
// and the build served with the mock backend (mocks/serve.ts) for the length of the run.
import { spawn } from 'node:child_process'

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'

let server
// Never leave the server behind (an error, Ctrl-C, a closed pipe).
process.on('exit', () => server?.kill('SIGTERM'))
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'])
  process.on(signal, () => {
    server?.kill('SIGTERM')
    process.exit(130)
  })

/**
 * The origin to measure: `base` when a server is already running, else `dist` served with the mock backend on
 * `port`, once it answers.
 */
export async function startServer({ base, dist, port }) {
  if (base) return base.replace(/\/$/, '')
  if (!dist) throw new Error('give --dist=<build dir> (served with the mock on --port) or --base=<url>')
  server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dist, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/__mock/scenario`)).ok) return origin
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`mock server did not start on ${origin}`)
}

/** Stops the server startServer started, if any. */
export const stopServer = () => server?.kill('SIGTERM')
