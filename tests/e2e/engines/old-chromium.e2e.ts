import { afterAll, beforeAll, describe, inject, it } from 'vitest'
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

beforeAll(async () => {
  engine = await oldChromium(inject('baseUrl'))
}, 60_000)

afterAll(async () => {
  await engine?.quit()
})

for (const channel of CHANNELS)
  describe(`Chromium 71, ${channel}`, () => {
    for (const journey of journeysFor(channel))
      it(
        journey.name,
        async () => {
          if (!engine) throw new Error('Chromium 71 did not start')
          await runJourney(engine, journey, channel, { baseUrl: inject('baseUrl'), floor: false })
        },
        30_000,
      )
  })
