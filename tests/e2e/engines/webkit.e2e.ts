import { baseUrl, test } from '../browser'
import type { Engine } from './driver'
import { journeysFor, runJourney } from './journeys'
import { webkit } from './webkit'

/**
 * Every iPhone WeChat journey in WebKit (WebKitGTK standing in for iOS's system WebKit, webkit.ts): once as
 * the engine is, and once with iOS 13's missing functions removed (`floor`), since a current WebKit has
 * them all. A failing journey's message carries the page's errors and the path of its screenshot.
 */
let engine: Engine | undefined

test.beforeAll(async () => {
  engine = await webkit(baseUrl())
})

test.afterAll(async () => {
  await engine?.quit()
})

for (const floor of [false, true])
  test.describe(`WebKit, wxIphone${floor ? ', iOS 13 functions only' : ''}`, () => {
    for (const journey of journeysFor('wxIphone'))
      test(journey.name, async () => {
        test.setTimeout(30_000)
        if (!engine) throw new Error('WebKit did not start')
        await runJourney(engine, journey, 'wxIphone', { baseUrl: baseUrl(), floor })
      })
  })
