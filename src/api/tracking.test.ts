import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { TRACK, trackEvent, type TrackName } from './tracking'

describe('§9 tracking events (marketing §9, account-and-shared §9)', () => {
  // The spec's list, event by event, as `pro_name/buttom_name` (docs/features/points.md): a view or a click each,
  // the clicks with the label account-and-shared §9 gives them.
  it.each<[string, TrackName, string]>([
    ['month gift view', 'monthGiftView', '月度礼/月度礼浏览'],
    ['month gift click (go claim)', 'monthGiftClick', '月度礼/去领取'],
    ['special gift view', 'specialGiftView', '专属礼/专属礼浏览'],
    ['special gift click (claim now)', 'specialGiftClick', '专属礼/立即领取'],
    ['product list view', 'productListView', '产品列表/产品列表浏览'],
    ['product list click', 'productListClick', '产品列表/产品列表点击'],
    ['unbind view', 'unbindView', '解除绑定/解除绑定浏览'],
    ['unbind click', 'unbindClick', '解除绑定/解除绑定'],
    ['friend gift view', 'friendGiftView', '好友礼/好友礼浏览'],
    ['friend gift click (participate)', 'friendGiftClick', '好友礼/立即参与'],
    ['transfer gift view', 'transferGiftView', '转入礼/转入礼浏览'],
    ['transfer gift click (participate)', 'transferGiftClick', '转入礼/立即参与'],
    ['wechat home view', 'wechatHomeView', '积分首页/微信首页浏览'],
    ['my points view', 'myPointsView', '积分首页/我的积分浏览'],
    ['points market view', 'pointsMarketView', '积分商城/积分商城浏览'],
    ['points get view', 'pointsGetView', '待领积分/积分获取浏览'],
    ['rights check', 'rightsCheck', '权益/权益查看'],
  ])('%s is %s: %s', (_spec, name, names) => {
    expect(`${TRACK[name].proName}/${TRACK[name].buttonName}`).toBe(names)
  })

  it('has no event the spec does not list', () => {
    expect(Object.keys(TRACK)).toHaveLength(17)
  })

  it('sends an event by its name, silently, with the one pro_id', async () => {
    trackEvent('productListClick')
    await expect
      .poll(() => db.account.eventStats)
      .toEqual([{ pro_id: 'points', pro_name: '产品列表', buttom_name: '产品列表点击' }])
  })
})
