import { baseUrl, test } from '../browser'
import type { Engine } from './driver'
import { journeysFor, runJourney, type Channel } from './journeys'
import { oldChromium } from './old-chromium'

/**
 * Every journey in a real Chromium 71 (Android WeChat's lagging XWeb, and the provider's app webview of the
 * same age), on its own: no functions removed (`floor` is for current engines standing in for old ones).
 * A failing journey's message carries the page's errors and the path of its screenshot.
 */
const CHANNELS: readonly Channel[] = ['wxAndroid', 'app']

let engine: Engine | undefined

test.beforeAll(async () => {
  engine = await oldChromium(baseUrl())
})

test.afterAll(async () => {
  await engine?.quit()
})

for (const channel of CHANNELS)
  test.describe(`Chromium 71, ${channel}`, () => {
    for (const journey of journeysFor(channel))
      test(journey.name, async () => {
        test.setTimeout(30_000)
        if (!engine) throw new Error('Chromium 71 did not start')
        await runJourney(engine, journey, channel, { baseUrl: baseUrl(), floor: false })
      })
  })
