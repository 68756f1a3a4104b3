import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { browser } from '@/shared/lib/browser'
import { CodeLoadError, describeFailure, RELEASE_CHANGED_TEXT } from '@/shared/lib/failure'
import { session } from '@/shared/lib/storage'
import { recoverCodeLoad, reloadAfterFailedRetry, resetCodeRecovery } from './code-recovery'

/** What Chromium says when a page's file does not arrive (a 404 after a release, or the network). */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/detail-a1.js')

const RELEASE_A = '/assets/index-AAAA1111.js'
const RELEASE_B = '/assets/index-BBBB2222.js'
const indexOf = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`

/** The document runs release A: its index.html names A's entry. */
function runRelease(entry: string) {
  document.head.querySelectorAll('script[type="module"]').forEach((s) => s.remove())
  const script = document.createElement('script')
  script.type = 'module'
  script.setAttribute('src', entry)
  document.head.append(script)
}

/** The server's index.html now (counted), or a network failure. */
function serve(answer: string | 'network') {
  const asked = { count: 0, cache: [] as RequestCache[] }
  server.use(
    http.get(window.location.href.split('#')[0], ({ request }) => {
      asked.count++
      asked.cache.push(request.cache)
      return answer === 'network' ? HttpResponse.error() : HttpResponse.html(indexOf(answer))
    }),
  )
  return asked
}

let reload: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  runRelease(RELEASE_A)
  reload = vi.spyOn(browser, 'reloadFresh').mockImplementation(() => {})
})
afterEach(() => {
  resetCodeRecovery()
  reload.mockRestore()
})

describe('a page’s code that did not load', () => {
  it('after a release was deployed: reloads the document to it, having asked past every cache', async () => {
    const asked = serve(RELEASE_B)
    await expect(recoverCodeLoad(chunkFailure())).resolves.toEqual({ reloading: true })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(asked.cache).toEqual(['no-store'])
  })

  it('never reloads twice to the same release: the second time, the page says it was updated', async () => {
    serve(RELEASE_B)
    await recoverCodeLoad(chunkFailure())
    // The reloaded document is still served release A's entry by some cache: no second reload.
    resetCodeRecovery()
    const outcome = await recoverCodeLoad(chunkFailure())
    expect(reload).toHaveBeenCalledTimes(1)
    expect(outcome).toMatchObject({ reloading: false, error: { verdict: 'release' } })
    const { error } = outcome as { error: unknown }
    expect(describeFailure(error)).toEqual({ network: false, text: RELEASE_CHANGED_TEXT })
  })

  it('reloads again to a later release', async () => {
    serve(RELEASE_B)
    await recoverCodeLoad(chunkFailure())
    resetCodeRecovery()
    runRelease(RELEASE_B)
    serve('/assets/index-CCCC3333.js')
    await expect(recoverCodeLoad(chunkFailure())).resolves.toEqual({ reloading: true })
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('without storage to remember the reload, never reloads by itself (it could not stop a loop)', async () => {
    serve(RELEASE_B)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    try {
      const outcome = await recoverCodeLoad(chunkFailure())
      expect(outcome).toMatchObject({ reloading: false, error: { verdict: 'release' } })
      expect(reload).not.toHaveBeenCalled()
    } finally {
      setItem.mockRestore()
    }
  })

  it('when the site does not answer: the network, no reload', async () => {
    serve('network')
    const outcome = await recoverCodeLoad(chunkFailure())
    expect(outcome).toMatchObject({ reloading: false, error: { verdict: 'network' } })
    expect(describeFailure((outcome as { error: unknown }).error).network).toBe(true)
    expect(reload).not.toHaveBeenCalled()
    expect(session.get('releaseReloads')).toBeNull()
  })

  it('when the site serves this very release: the network too, and no reload until a retry fails', async () => {
    serve(RELEASE_A)
    const outcome = await recoverCodeLoad(chunkFailure())
    expect(outcome).toMatchObject({ reloading: false, error: { verdict: 'same' } })
    expect(reload).not.toHaveBeenCalled()
    // The customer's 重新加载 failed again with the site up: the engine keeps the failure, a new document loads it.
    expect(reloadAfterFailedRetry((outcome as { error: unknown }).error)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a retry that failed because the network is still down does not reload', () => {
    expect(reloadAfterFailedRetry(new CodeLoadError('network', chunkFailure()))).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('asks the server once for several failures at the same time', async () => {
    const asked = serve(RELEASE_B)
    const outcomes = await Promise.all([recoverCodeLoad(chunkFailure()), recoverCodeLoad(chunkFailure())])
    expect(outcomes).toEqual([{ reloading: true }, { reloading: true }])
    expect(asked.count).toBe(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('leaves any other error as it is, without asking the server', async () => {
    const asked = serve(RELEASE_B)
    const error = new Error('boom')
    await expect(recoverCodeLoad(error)).resolves.toEqual({ reloading: false, error })
    expect(asked.count).toBe(0)
  })
})
