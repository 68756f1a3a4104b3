import type { HttpHandler } from 'msw'
import type { YiBaiRight } from '@/api/points'
import { endpoints } from '@/api/endpoints'
import { field, RawEnvelope, type MockContext } from '../lib'
import { db, type MockUser } from '../db'
import { exactUser, num, route, userByPhone, userFrom } from '../db/marketing-kit'
import {
  accountOf,
  boxState,
  checkTransferCode,
  convertWait,
  creditPoints,
  openBox,
  pointsInfo,
  recordsPage,
  sendTransferCode,
  sign,
  signInfo,
  transferPoints,
  TRANSFER_RULES,
  TRANSFER_VERIFY_FROM,
} from '../db/marketing-points'
import { MOCK_OFFICIAL_ORIGIN } from '../official'
import { drawFrom, poolForPageFlag, wheelOf } from '../db/marketing-draws'
import { MOCK_CAPTCHA } from '../db/account'
import { hash, maskPhone, PHONE_PATTERN, refuse } from '../db/marketing-util'
import { badgeDataUrl } from '../db/marketing-images'

/**
 * Points, points transfer and sign-in (marketing §7.4; shapes in src/api/points.ts, rules in
 * mocks/db/marketing-points.ts). The points draw spends the pool its event_id/page_flag names
 * (points by default). converIntegral also serves the default quiz's claim.
 */

const p = () => db.marketing.points
const me = (ctx: MockContext): MockUser => userFrom(ctx, 'user_id', 'userId')

/** A right's jumpUrl is where 去兑换 goes: the partner's page (official domain) or an in-app route. */
const YIBAI_RIGHTS: YiBaiRight[] = [
  {
    id: 'yb-1',
    rightsName: '视频会员月卡',
    rightsImg: badgeDataUrl('视频会员月卡'),
    rightsDesc: '主流视频平台会员1个月',
    needIntegral: 1500,
    jumpUrl: `${MOCK_OFFICIAL_ORIGIN}/yibai/#/rights?id=yb-1`,
  },
  {
    id: 'yb-2',
    rightsName: '咖啡兑换券',
    rightsImg: badgeDataUrl('咖啡兑换券'),
    rightsDesc: '中杯咖啡一杯，全国门店通用',
    needIntegral: 800,
    jumpUrl: '#/pointsMall',
  },
  {
    id: 'yb-3',
    rightsName: '10元话费券',
    rightsImg: badgeDataUrl('10元话费券'),
    rightsDesc: '三网通用，充值即时到账',
    needIntegral: 1000,
    jumpUrl: `${MOCK_OFFICIAL_ORIGIN}/yibai/#/rights?id=yb-3`,
  },
  {
    id: 'yb-4',
    rightsName: '体检套餐优惠券',
    rightsImg: badgeDataUrl('体检套餐优惠券'),
    rightsDesc: '合作体检机构基础套餐立减100元',
    needIntegral: 2000,
    jumpUrl: `${MOCK_OFFICIAL_ORIGIN}/yibai/#/rights?id=yb-4`,
  },
]

const hex = (s: string) => hash(s).toString(16).padStart(8, '0')

export const pointsHandlers: HttpHandler[] = [
  route.get(endpoints.points.initInfo, (ctx) => pointsInfo(p(), me(ctx))),
  route.get(endpoints.points.userIntegralRecords, (ctx) =>
    recordsPage(p(), me(ctx).openid, num(ctx, 'pageNum'), num(ctx, 'pageSize'), field(ctx, 'changeType')),
  ),
  route.get(endpoints.points.waitIntegralRecords, (ctx) => accountOf(p(), me(ctx).openid).waits),
  route.get(endpoints.points.userStatus, (ctx) => {
    const user = me(ctx)
    const a = accountOf(p(), user.openid)
    return {
      isBind: user.isPhoneBinding,
      openAccount: user.openAccount,
      isMember: a.balance >= 1000 ? '1' : '0',
      hasNewExchange: a.hasNewExchange ? '1' : '0',
    }
  }),
  route.get(endpoints.points.clearMyExchange, (ctx) => {
    accountOf(p(), me(ctx).openid).hasNewExchange = false
    return null
  }),
  route.get(endpoints.points.yiBaiRights, () => YIBAI_RIGHTS),
  route.get(endpoints.points.orderDetailUrl, (ctx) => {
    const orderNo = field(ctx, 'orderNo')
    if (!orderNo) refuse('4444', '订单号不能为空')
    return `${MOCK_OFFICIAL_ORIGIN}/mall/#/orderDetail?orderNo=${encodeURIComponent(orderNo)}`
  }),
  route.get(endpoints.points.alterOpenBoxState, (ctx) => openBox(p(), me(ctx).openid, field(ctx, 'box_id'))),
  route.get(endpoints.points.openBoxState, (ctx) => boxState(p(), me(ctx).openid)),
  route.get(endpoints.points.openBoxRecord, (ctx) => accountOf(p(), me(ctx).openid).openedBoxes),
  route.get(endpoints.points.treasureBoxResult, (ctx) => {
    const boxId = field(ctx, 'box_id')
    return accountOf(p(), me(ctx).openid).openedBoxes.find((b) => b.boxId === boxId) ?? null
  }),
  route.get(endpoints.points.isMembershipWaitIntegral, (ctx) => {
    const waits = accountOf(p(), me(ctx).openid).waits
    return { isWait: waits.length ? '1' : '0', waitValue: waits.reduce((s, w) => s + w.integralValue, 0) }
  }),
  route.post(endpoints.points.drawPrizeNew, (ctx) => {
    const openid = me(ctx).openid
    const pool = poolForPageFlag(field(ctx, 'page_flag') || field(ctx, 'event_id'))
    return drawFrom(db.marketing.draws, openid, pool, (value, name) => creditPoints(p(), openid, value, name))
  }),
  route.post(endpoints.points.saveWinPrizeInfo, (ctx) => {
    const openid = me(ctx).openid
    const recordId = field(ctx, 'record_id')
    const pools = Object.values(db.marketing.draws.pools[openid] ?? {})
    const record = pools
      .flatMap((s) => s.drawRecords)
      .find((r) => r.recordId === recordId && r.prizeType === 3)
    if (!record) refuse('4444', '中奖记录不存在')
    if (!field(ctx, 'receiverName') || !field(ctx, 'receiverAddress')) refuse('4444', '请完善收货信息')
    if (!PHONE_PATTERN.test(field(ctx, 'receiverPhone'))) refuse('4444', '手机号格式不正确')
    record.status = '待发货'
    return null
  }),
  route.post(endpoints.points.prizeList, (ctx) =>
    wheelOf(poolForPageFlag(field(ctx, 'page_flag') || field(ctx, 'event_id'))),
  ),
  route.post(endpoints.points.sendWinPrizedMessage, () => null),
  route.post(endpoints.points.converIntegral, (ctx) =>
    convertWait(p(), me(ctx).openid, field(ctx, 'wait_integral_id')),
  ),
  route.post(endpoints.points.userEncrypt, (ctx) => {
    const openid = me(ctx).openid
    return `${hex(openid)}${hex(`${openid}:a`)}${hex(`${openid}:b`)}${hex(`${openid}:c`)}`
  }),
  route.post(endpoints.points.transferUserInfo, (ctx) => {
    const target = userByPhone(field(ctx, 'phone'))
    if (!target) refuse('1111', '未查询到该用户，请确认手机号')
    if (field(ctx, 'user_id') && target.openid === me(ctx).openid) refuse('4444', '不能转赠给自己')
    return {
      receiveUserId: target.openid,
      nickname: target.nickname,
      phone: maskPhone(target.phone),
      ...TRANSFER_RULES,
    }
  }),
  // The SMS check's proof travels in the verifyToken header (docs/backend-requirements.md §3).
  route.post(endpoints.points.userIntegralTransfer, (ctx) => {
    const to = exactUser(field(ctx, 'receive_user_id'))
    if (!to) refuse('1111', '未查询到该用户，请确认手机号')
    const proof = ctx.request.headers.get('verifyToken') ?? ''
    return { balance: transferPoints(p(), me(ctx).openid, to.openid, num(ctx, 'integral'), proof) }
  }),
  route.get(endpoints.points.needMessageVerify, (ctx) => ({
    needVerify: num(ctx, 'integral') >= TRANSFER_VERIFY_FROM ? '1' : '0',
  })),
  // The code of one transfer: the customer's, for the receiver and the amount it was sent for; passed, a
  // single-use proof of it (docs/backend-requirements.md §3).
  route.post(endpoints.points.checkCodeVerify, (ctx) => ({
    verifyToken: checkTransferCode(p(), me(ctx).openid, {
      phone: field(ctx, 'phone'),
      code: field(ctx, 'checkCode'),
      receiver: field(ctx, 'receive_user_id'),
      integral: num(ctx, 'integral'),
    }),
  })),
  // The transfer's SMS, sent like every SMS of the app (phone, image captcha and its checkKey), for the
  // receiver and the amount of one transfer.
  route.post(endpoints.points.transferSendVerification, (ctx) => {
    if (!PHONE_PATTERN.test(field(ctx, 'phone'))) refuse('2222', '手机号格式不正确')
    if (!field(ctx, 'checkKey')) refuse('1003', '图形验证码已失效，请刷新后重试')
    if (field(ctx, 'captcha') !== MOCK_CAPTCHA) refuse('1003', '图形验证码错误')
    sendTransferCode(p(), me(ctx).openid, field(ctx, 'phone'), {
      receiver: field(ctx, 'receive_user_id'),
      integral: num(ctx, 'integral'),
    })
    return new RawEnvelope({ code: '0000', msg: '发送成功', data: null })
  }),
  route.get(endpoints.points.signInit, (ctx) => signInfo(p(), me(ctx).openid)),
  route.post(endpoints.points.sign, (ctx) => sign(p(), me(ctx).openid)),
]
