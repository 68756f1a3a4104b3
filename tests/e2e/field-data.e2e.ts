import { expect, ON, test, walkTheWholeApp } from './browser'

/**
 * Every route with the answers typed as the real backend sends them (mocks/field-data.ts), for
 * two seeds, as a signed-in customer with an account and as a new WeChat user. A route fails on an uncaught error,
 * the error boundary, /routerError, or a raw `NaN`, `undefined`, `null` or `[object Object]` on screen.
 * The main journeys run under the same data in their own files (describeEachData).
 */
const WALKS = [
  { seed: 1, user: 'opened' },
  { seed: 1, user: 'unbound' },
  { seed: 2, user: 'opened' },
]

test.describe('every route under field data', ON.wechat, () => {
  for (const { seed, user } of WALKS)
    test.describe(() => {
      test.use({ scenario: { data: 'field', seed, user } })
      test(`seed ${seed}, as the ${user} user`, async ({ page }) => {
        expect(await walkTheWholeApp(page)).toEqual([])
      })
    })
})
