import { useEffect, useRef } from 'react'
import { addEventStat } from './config'

/**
 * The §9 tracking events (addEventStat), and the only way a page sends one: by its name in this list, so
 * nothing outside the list can be sent (marketing §9 "Tracking event names: month gift, special gift,
 * product list, unbind, friend gift, transfer gift, wechat home, my points, points market, points get, and
 * rights check. Each is a view or a click. Button labels are go claim and claim now"; account-and-shared §9
 * gives each event's label: month gift go claim, special gift claim now, friend and transfer gift
 * participate). The spec names the events in English; their `pro_name / buttom_name` are the app's (docs/features/points.md). A click event is sent by the button the spec names only: 转入礼's other buttons (领取N次机会,
 * 去抽奖) are not its 立即参与.
 */

/** Every event carries this pro_id (the spec gives no value: the app's choice). */
export const TRACK_PRO_ID = 'points'

export interface TrackEvent {
  readonly proName: string
  readonly buttonName: string
}

const ev = (proName: string, buttonName: string): TrackEvent => ({ proName, buttonName })

export const TRACK = {
  wechatHomeView: ev('积分首页', '微信首页浏览'),
  myPointsView: ev('积分首页', '我的积分浏览'),
  monthGiftView: ev('月度礼', '月度礼浏览'),
  monthGiftClick: ev('月度礼', '去领取'),
  specialGiftView: ev('专属礼', '专属礼浏览'),
  specialGiftClick: ev('专属礼', '立即领取'),
  friendGiftView: ev('好友礼', '好友礼浏览'),
  friendGiftClick: ev('好友礼', '立即参与'),
  transferGiftView: ev('转入礼', '转入礼浏览'),
  transferGiftClick: ev('转入礼', '立即参与'),
  pointsMarketView: ev('积分商城', '积分商城浏览'),
  pointsGetView: ev('待领积分', '积分获取浏览'),
  rightsCheck: ev('权益', '权益查看'),
  // The product market list (catalogue §2.2) and the unbind action (account-and-shared §4): the spec gives
  // no labels; the click of the list is a tap on a product, the unbind click its 解除绑定 button.
  productListView: ev('产品列表', '产品列表浏览'),
  productListClick: ev('产品列表', '产品列表点击'),
  unbindView: ev('解除绑定', '解除绑定浏览'),
  unbindClick: ev('解除绑定', '解除绑定'),
} as const satisfies Record<string, TrackEvent>

export type TrackName = keyof typeof TRACK

/** Sends one §9 event; never blocks nor bothers the user (a silent call without toasts, failures ignored). */
export function trackEvent(name: TrackName): void {
  const { proName, buttonName } = TRACK[name]
  addEventStat({ pro_id: TRACK_PRO_ID, pro_name: proName, buttom_name: buttonName }).catch(() => undefined)
}

/** A view event: sent once, the first time the section or page is shown (`shown` turns true). */
export function useTrackView(name: TrackName, shown = true): void {
  const sent = useRef(false)
  useEffect(() => {
    if (!shown || sent.current) return
    sent.current = true
    trackEvent(name)
  }, [name, shown])
}
