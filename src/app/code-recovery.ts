import { browser } from '@/shared/lib/browser'
import { CodeLoadError, isCodeLoadError, type CodeLoadVerdict } from '@/shared/lib/failure'
import { session } from '@/shared/lib/storage'
import { note } from '@/shared/monitor/report'

/**
 * When a file of the app's code does not load (docs/deployment.md, "Releases"): find out why, and recover.
 * The server's current index.html is asked for, past every cache, and its entry script compared with the
 * one this document runs:
 * - another entry: a release was deployed while the page was open, and this page's files may be gone with
 *   the release before. The document is loaded again (at the same address, so the customer stays on their
 *   route), once per release: a tab never reloads twice to the same release by itself, so a server or a
 *   cache that keeps serving mixed releases cannot make it loop.
 * - no answer: the network. The page shows so, and its 重新加载 imports the file afresh.
 * - the same entry: the file was lost on the way (or the engine keeps an earlier failure of it, as Chromium
 *   71 does); the page shows the network error, and a retry that fails again reloads the document.
 */

/** The module script a document starts from (`/assets/index-3f9a….js`); one per release. */
export function entryOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null
}

/** The address of this document without its hash: the server answers it with the current index.html. */
const documentAddress = () => window.location.href.split('#')[0]

let asking: Promise<ReleaseAnswer> | null = null

interface ReleaseAnswer {
  verdict: CodeLoadVerdict
  /** The entry of the release the server serves now (null when it did not answer). */
  entry: string | null
}

async function ask(): Promise<ReleaseAnswer> {
  try {
    const response = await fetch(documentAddress(), { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return { verdict: 'network', entry: null }
    const entry = entryOf(new DOMParser().parseFromString(await response.text(), 'text/html'))
    return { verdict: entry && entry !== entryOf(document) ? 'release' : 'same', entry }
  } catch {
    return { verdict: 'network', entry: null }
  }
}

/** Asks the server which release it serves now; one question at a time, whoever asks. */
export function askRelease(): Promise<ReleaseAnswer> {
  if (!asking) {
    asking = ask()
    void asking.finally(() => (asking = null))
  }
  return asking
}

let reloading = false

/**
 * Reloads the document to the release whose entry is `entry`, unless this tab already did (the session
 * remembers the releases it reloaded to) or cannot remember it (storage unavailable: no reload is safe).
 */
function reloadTo(entry: string): boolean {
  if (reloading) return true
  const done = session.getJson<string[]>('releaseReloads') ?? []
  if (done.includes(entry)) return false
  const remembered = [...done.slice(-4), entry]
  session.setJson('releaseReloads', remembered)
  if (session.getJson<string[]>('releaseReloads')?.includes(entry) !== true) return false
  reloading = true
  browser.reloadFresh()
  return true
}

/** What a failed load of the app's code comes to: the document is reloading, or this error to show. */
export type Recovery = { reloading: true } | { reloading: false; error: unknown }

/**
 * After a failed load of the app's code: reloads to the current release when one was deployed meanwhile,
 * else gives the error to show, with the verdict on why (CodeLoadError). Other errors pass unchanged.
 */
export async function recoverCodeLoad(error: unknown): Promise<Recovery> {
  if (reloading) return { reloading: true }
  if (!isCodeLoadError(error)) return { reloading: false, error }
  const original = error instanceof CodeLoadError ? error.original : error
  const { verdict, entry } = await askRelease()
  note('chunk', verdict, original) // docs/observability.md
  if (verdict === 'release' && entry && reloadTo(entry)) return { reloading: true }
  return { reloading: false, error: new CodeLoadError(verdict, original) }
}

/**
 * A retry the customer asked for failed again while the site answers with this very release: the engine
 * keeps the earlier failure of the file (its module map), so only a new document can load it.
 */
export function reloadAfterFailedRetry(error: unknown): boolean {
  if (!(error instanceof CodeLoadError) || error.verdict !== 'same') return false
  reloading = true
  browser.reloadFresh()
  return true
}

/** Test hook: forget a reload started in this document. */
export function resetCodeRecovery(): void {
  reloading = false
  asking = null
}
