import type { Page } from '@playwright/test'
import { requestsTo } from './browser'

/**
 * What a page opened with an app ticket leaves of it (docs/deployment.md, "Tickets leave no trace"), for
 * ticket-trace.e2e.ts (the mock server) and nginx.e2e.ts (the shipped server block):
 * - the Referer of every request the page made (its files, its API calls, its pictures);
 * - the address at the moment each `<link>` and `<script src>` entered the document: index.html's entry
 *   script has taken the ticket out before the first of them is parsed, and so before any request the
 *   page's own code could make. Mutation records of the elements parsed before a script are delivered before
 *   it runs (HTML, the script end tag's microtask checkpoint), those after it, after.
 */
export interface TicketTrace {
  /** Each request the page made, with its Referer (null: none). */
  referers(): Promise<{ url: string; referer: string | null }[]>
  /** The address when each `<link>` / `<script src>` of the page entered the document. */
  addressesAtRequests(): Promise<{ element: string; address: string }[]>
}

/** A mock app ticket the mock backend signs the `opened` customer in with (mocks/handlers/identity.ts). */
export const OPENED_TICKET = 'TK-AC100005-e2etrace'

/** Starts following the page; call before its first navigation. */
export async function traceTicket(page: Page): Promise<TicketTrace> {
  const requests = requestsTo(page, () => true)
  await page.addInitScript(() => {
    const seen: { element: string; address: string }[] = []
    ;(window as unknown as { __addressAtRequests: typeof seen }).__addressAtRequests = seen
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          const asks = node instanceof HTMLLinkElement || (node instanceof HTMLScriptElement && !!node.src)
          if (asks) seen.push({ element: (node as Element).outerHTML.slice(0, 90), address: location.href })
        })
    }).observe(document, { childList: true, subtree: true })
  })
  return {
    referers: () =>
      Promise.all(
        requests.map(async ({ request }) => ({
          url: request.url(),
          referer: await request.headerValue('referer'),
        })),
      ),
    addressesAtRequests: () =>
      page.evaluate(
        () =>
          (window as unknown as { __addressAtRequests: { element: string; address: string }[] })
            .__addressAtRequests,
      ),
  }
}
