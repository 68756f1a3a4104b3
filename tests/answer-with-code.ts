import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'

/** The invitation calls' user parameters, as the inviter home sends them. */
export const MGM_HOME_PARAMS = { pageFlag: 'new_mgm_inviter', userId: 'oMock0005wxUser5', eventId: 'EV1' }

/** Answers one path with `code` (and `data`) and records what was sent: its address and, for a POST, its body. */
export function answerWithCode(
  method: 'get' | 'post',
  path: string,
  code: string | number,
  data: unknown = null,
): { url?: URL; body?: unknown } {
  const seen: { url?: URL; body?: unknown } = {}
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.url = new URL(request.url)
      if (method === 'post') seen.body = await request.json()
      return HttpResponse.json({ code, msg: `code ${code}`, data })
    }),
  )
  return seen
}
