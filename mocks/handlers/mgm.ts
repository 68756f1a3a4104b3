import { http, HttpResponse, type HttpHandler } from 'msw'
import type { SaveInviteRequest } from '@/api/mgm-invites'
import { endpoints } from '@/api/endpoints'
import { field, type MockContext } from '../lib'
import { db, type MockUser } from '../db'
import { exactUser, num, route, userByPhone, userFrom } from '../db/marketing-kit'
import { inviterDisplayName } from '../db/marketing-mgm'
import {
  exchangeCoins,
  exchangePrizes,
  inviteProgress,
  mgmHome,
  receiveWaiting,
  remind,
  replenishInvite,
  saveInvite,
  walletOf,
  type Invitee,
  type Inviter,
  type RemindChannel,
} from '../db/marketing-mgm-rules'
import { posterDataUrl, qrCodeSvg } from '../db/marketing-images'
import { advertisedReward, CAMPAIGN_PAGE_FLAGS } from '@/shared/lib/invitation'
import { hash, refuse } from '../db/marketing-util'

/**
 * Four-step invitation (api-contract.md, Four-step invitation and referral; rules in
 * mocks/db/marketing-mgm-rules.ts). `userId`, `inviterId` and `appClientNo` may be an openid, an app
 * client number or a user id of a scenario user.
 */

const m = () => db.marketing.mgm
const asInviter = (u: MockUser): Inviter => ({
  openid: u.openid,
  name: inviterDisplayName(u),
  isWhite: u.isWhite === '1',
})

/** A friend who is not a scenario user still gets a stable phone (masked on every screen). */
const phoneFor = (openid: string) => `135${String(hash(openid) % 100_000_000).padStart(8, '0')}`

function invitee(openid: string): Invitee {
  const user = exactUser(openid)
  if (user)
    return {
      openid: user.openid,
      phone: user.phone || phoneFor(user.openid),
      isAccountHolder: user.openAccount === '1',
    }
  const prospect = m().prospects[openid]
  return { openid, phone: prospect?.phone ?? phoneFor(openid), isAccountHolder: false }
}

function remindHandler(channel: RemindChannel) {
  return (ctx: MockContext) => {
    remind(m(), field(ctx, 'recordId'), channel, exactUser(field(ctx, 'appClientNo'))?.openid)
    return null
  }
}

function replenish(ctx: MockContext) {
  replenishInvite(
    m(),
    asInviter(userFrom(ctx, 'inviterId')),
    field(ctx, 'invitedPhone'),
    field(ctx, 'checkCode'),
    field(ctx, 'pageFlag'),
  )
  return null
}

export const mgmHandlers: HttpHandler[] = [
  route.get(endpoints.mgm.initHomeData, (ctx) => {
    const user = userFrom(ctx, 'userId')
    return mgmHome(m(), { openid: user.openid, name: inviterDisplayName(user) }, field(ctx, 'pageFlag'))
  }),
  route.get(endpoints.mgm.canExchangePrizes, (ctx) =>
    exchangePrizes(m(), userFrom(ctx, 'userId').openid, field(ctx, 'pageFlag')),
  ),
  route.post(endpoints.mgm.exchangeCard, (ctx) =>
    exchangeCoins(m(), userFrom(ctx, 'userId').openid, field(ctx, 'prizeId'), field(ctx, 'pageFlag')),
  ),
  route.post(endpoints.mgm.changeWaitXyj, (ctx) => {
    receiveWaiting(m(), userFrom(ctx, 'userId').openid)
    return null
  }),
  route.get(endpoints.mgm.inviteRecordDetail, (ctx) => {
    const user = userFrom(ctx, 'userId')
    return inviteProgress(m(), user.openid, user.isWhite === '1')
  }),
  route.get(
    endpoints.mgm.exchangePrizeList,
    (ctx) => walletOf(m(), userFrom(ctx, 'userId').openid).prizeRecords,
  ),
  route.post(endpoints.mgm.saveNewMgmRecord, (ctx) => {
    const inviter = exactUser(field(ctx, 'inviterId'))
    if (!inviter) refuse('4444', '邀请人信息已失效') // marketing §2.8 data=2
    const request: SaveInviteRequest = {
      invitedId: field(ctx, 'invitedId'),
      pageFlag: field(ctx, 'pageFlag'),
      inviterId: inviter.openid,
      eventId: field(ctx, 'eventId'),
      whiteList: field(ctx, 'whiteList') === '1' ? '1' : '0',
    }
    const friend = request.invitedId
      ? invitee(request.invitedId)
      : { openid: '', phone: '', isAccountHolder: false }
    return saveInvite(m(), request, asInviter(inviter), friend)
  }),
  route.post(endpoints.mgm.replenishInvite, replenish),
  route.post(endpoints.mgm.sendWxMessage, remindHandler('wx')),
  route.post(endpoints.mgm.sendPhoneMessage, remindHandler('sms')),
  route.post(endpoints.mgm.posterUrl, (ctx) =>
    posterDataUrl({
      linkUrl: field(ctx, 'linkUrl'),
      bigImgUrl: field(ctx, 'bigImgUrl'),
      qrX: field(ctx, 'qrX') ? num(ctx, 'qrX') : undefined,
      qrY: field(ctx, 'qrY') ? num(ctx, 'qrY') : undefined,
      qrWidth: field(ctx, 'qrWidth') ? num(ctx, 'qrWidth') : undefined,
      reward: advertisedReward(field(ctx, 'pageFlag') === CAMPAIGN_PAGE_FLAGS.inviterSc ? 'sc' : 'standard'),
    }),
  ),
  // A blob answer (marketing §7.4): the image file itself, no envelope; an empty link gets the envelope's refusal.
  http.post(`*${endpoints.mgm.qrCode}`, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { link_url?: unknown } | null
    const link = typeof body?.link_url === 'string' ? body.link_url : ''
    if (!link) return HttpResponse.json({ code: '4003', msg: '链接不能为空', data: null })
    return new HttpResponse(qrCodeSvg(link), { headers: { 'Content-Type': 'image/svg+xml' } })
  }),
  route.get(endpoints.mgm.checkWhitePhone, (ctx) => ({
    isWhite: userByPhone(field(ctx, 'user_phone'))?.isWhite === '1' ? '1' : '0',
  })),
]
