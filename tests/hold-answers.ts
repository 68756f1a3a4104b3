import { http } from 'msw'
import { server } from '@mocks/node'

/**
 * Holds the answers of the given calls (method and endpoint path) until the returned release is called;
 * the mock then answers them as usual. For tests of what a page shows while some of its calls are pending.
 */
export function holdAnswers(calls: readonly ['get' | 'post', string][]): () => void {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = async () => {
    await released
    return undefined
  }
  server.use(...calls.map(([method, path]) => http[method](`*${path}`, held)))
  return release
}
