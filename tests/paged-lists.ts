import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { onRequest } from './record-requests'

/**
 * The page numbers a paged list asks for, in order: the `param` query parameter of every request whose path
 * ends with `path`, from now until the test ends.
 */
export function pagesAsked(path: string, param: string): string[] {
  const pages: string[] = []
  onRequest(({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(path)) pages.push(url.searchParams.get(param) ?? '')
  })
  return pages
}

/** How a page fails: no answer at all, or an envelope with an error code and its message. */
export type PageFailure = 'network' | { code: string; msg: string }

/**
 * Fails page `page` of the list at `path` (its number in the query parameter `param`) the next `times`
 * times it is asked; every other request, and that page afterwards, gets the usual answer.
 */
export function failPage(
  path: string,
  {
    param,
    page,
    failure = 'network',
    times = 1,
  }: { param: string; page: number; failure?: PageFailure; times?: number },
): void {
  let left = times
  server.use(
    http.get(`*${path}`, ({ request }) => {
      if (left === 0 || new URL(request.url).searchParams.get(param) !== String(page)) return undefined
      left -= 1
      return failure === 'network' ? HttpResponse.error() : HttpResponse.json(failure)
    }),
  )
}
