import { channel, collectErrors, expect, ON, test } from './browser'

/*
 * The banner carousel plays on a timer (account-and-shared §9: every 3 s), not with swiper's own autoplay, which
 * asks for an animation frame on every frame for as long as it plays (docs/decisions/037; bundle.e2e.ts checks
 * that swiper's autoplay module is not in the build). The mock gives the app a single banner, which stays as it
 * is (§2: no indicators, no autoplay).
 */
test.describe('banner carousel', ON.wechatAndApp, () => {
  test('moves to the next banner by itself, and keeps a single banner still', async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/pointsHome')
    const carousel = page.getByRole('region', { name: '活动推荐' })
    await carousel.scrollIntoViewIfNeeded({ timeout: 15_000 })
    const slides = carousel.locator('.swiper-slide')
    if (channel() === 'app') {
      await expect(slides).toHaveCount(1)
      await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0)
    } else {
      const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index')
      const first = await active()
      expect(first).not.toBeNull()
      await expect.poll(active, { timeout: 10_000 }).not.toBe(first)
    }
    expect(errors).toEqual([])
  })
})
