import * as ui from './index'

describe('shared/ui barrel', () => {
  it('exposes the widgets but not the swiper-based carousel', () => {
    expect(ui).toHaveProperty('AppModal')
    expect(ui).toHaveProperty('RichText')
    expect(ui).toHaveProperty('LoadingOverlay')
    expect(ui).not.toHaveProperty('BannerCarousel')
  })
})
