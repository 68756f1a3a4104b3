import type { HttpHandler } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import type { FourPlusNRecord, MerchantInviteRequest, MerchantInviteResult } from '../../src/api/merchant'
import { fail, field, mock, RawEnvelope, type MockContext } from '../lib'
import { MOCK_OFFICIAL_ORIGIN } from '../official'
import { findUser, type MockUser } from '../db'
import { fallbackPageConfig, type MerchantInviteLog } from '../db/account'
import { registerUser, requireSmsCode, requireValidPhone } from './identity'

/**
 * Merchant-business calls (api-contract.md, Merchant business; account-and-shared §4).
 *
 * The result code of newMerchantInvite / merchantInviteByPhone follows the invited phone's ending, so
 * every code is reachable from the form:
 *
 * | phone ends with | code | data |
 * |---|---|---|
 * | 1111 | 1111 already took part in this kind of activity | — |
 * | 1114 | 1114 already a direct-sales account holder | — |
 * | 1116 | 1116 already took part in a similar activity | — |
 * | 1117 | 1117 server message + buttonList (two link buttons) | MerchantInviteResult |
 * | 2222 | 2222 with successFlag '1' | MerchantInviteResult |
 * | 2220 | 2222 with successFlag '0' | MerchantInviteResult |
 * | 888d | 8888 with buttonNum by d: 0 → '0', 7 → 'notOpen', 9 → '-1', else d (result popup) | MerchantInviteResult |
 * | 0200 | 200 (success, the other success code) | MerchantInviteResult |
 * | anything else | 0000 | MerchantInviteResult |
 *
 * The SMS code, when sent (always for merchantInviteByPhone), must be 123456. A stopped page flag
 * (closed_demo) answers 1118. On success the inviting user ends registered and app-bound.
 * preMerchantInvite answers userState by the user's account state: 0 no phone, 1 phone bound but not
 * registered, 2 registered but not app-bound, 3 fully bound.
 */

const ZX = MOCK_OFFICIAL_ORIGIN
const BUTTONS = {
  wxDownButtonUrl: `${ZX}/download?from=wx`,
  hfDownButtonUrl: `${ZX}/download?from=hf`,
  wxOpenButtonUrl: `${ZX}/#/openAccount`,
  hfOpenButtonName: '去开户',
}

/** What the mock sends: successFlag only under 2222, as the provider does. */
type WireInviteResult = Omit<MerchantInviteResult, 'successFlag'> & { successFlag?: '0' | '1' }

const result = (buttonNum: string, promptCopy: string, successFlag?: '0' | '1'): WireInviteResult => ({
  buttonNum,
  promptCopy,
  buttonList: { ...BUTTONS },
  ...(successFlag ? { successFlag } : {}),
})

interface Outcome {
  code: string
  msg: string
  data: WireInviteResult | null
}

const BUTTON_NUM_BY_DIGIT: Record<string, string> = { '0': '0', '7': 'notOpen', '9': '-1' }

/** The table above, as a pure function of the invited phone. */
export function merchantOutcome(phone: string): Outcome {
  const last4 = phone.slice(-4)
  switch (last4) {
    case '1111':
      return { code: '1111', msg: '您已参加过此类活动，不符合参与条件', data: null }
    case '1114':
      return { code: '1114', msg: '您已是直销商城开户客户，无法参与本活动', data: null }
    case '1116':
      return { code: '1116', msg: '您已参加过同类活动，不能重复参与', data: null }
    case '1117':
      return {
        code: '1117',
        msg: '您已被其他商户邀请，可下载APP或前往直销商城查看详情',
        data: result('', '您已被其他商户邀请'),
      }
    case '2222':
      return {
        code: '2222',
        msg: '绑定成功',
        data: result('', '恭喜您绑定成功，专属权益将于3个工作日内发放', '1'),
      }
    case '2220':
      return { code: '2222', msg: '绑定未完成', data: result('', '很遗憾，本次绑定未成功，请稍后重试', '0') }
    case '0200':
      return { code: '200', msg: '成功', data: result('', '您的好友已成功邀请您') }
  }
  if (/888\d$/.test(last4)) {
    const digit = last4.slice(-1)
    return {
      code: '8888',
      msg: '绑定成功',
      data: result(BUTTON_NUM_BY_DIGIT[digit] ?? digit, '绑定成功！下载APP并完成开户，即可领取商户专属权益'),
    }
  }
  return { code: '0000', msg: '成功', data: result('', '您的好友已成功邀请您') }
}

const isSuccess = (o: Outcome) =>
  o.code === '0000' || o.code === '200' || (o.code === '2222' && o.data?.successFlag === '1')

export const merchantUserState = (u: MockUser): 0 | 1 | 2 | 3 =>
  u.isPhoneBinding !== '1' ? 0 : u.isRegister !== '1' ? 1 : u.isAppBinding !== '1' ? 2 : 3

const pageConfigOf = (ctx: MockContext, flag: string) =>
  ctx.db.account.pageConfigs[flag] ?? fallbackPageConfig(flag)

const INVITE_FIELDS: ReadonlyArray<keyof MerchantInviteRequest> = [
  'page_flag',
  'user_id',
  'invitedPhone',
  'check_code',
  'captcha',
  'checkKey',
  'channel1',
  'channel2',
  'posId',
  'orderNo',
  'm1userId',
  'm2userId',
  'visitSource',
  'activityCode',
  'uid',
]

function invite(via: MerchantInviteLog['via'], requireCode: boolean) {
  return (ctx: MockContext) => {
    const request = Object.fromEntries(
      INVITE_FIELDS.map((k) => [k, field(ctx, k)]),
    ) as unknown as MerchantInviteRequest
    if (pageConfigOf(ctx, request.page_flag).pageStopList.length) fail('1118', '活动已结束，感谢您的关注')
    requireValidPhone(request.invitedPhone)
    if (requireCode || request.check_code) requireSmsCode(request.check_code ?? '')
    const outcome = merchantOutcome(request.invitedPhone)
    ctx.db.account.merchantInvites.push({ ...request, via, code: outcome.code })
    if (isSuccess(outcome)) {
      const user = findUser(request.user_id)
      if (merchantUserState(user) < 3) registerUser(user, request.invitedPhone)
    }
    return new RawEnvelope({ code: outcome.code, msg: outcome.msg, data: outcome.data })
  }
}

const FOUR_PLUS_N_FIELDS: ReadonlyArray<keyof FourPlusNRecord> = [
  'orderNo',
  'm1userId',
  'm2userId',
  'visitSource',
  'activityCode',
  'pageFlag',
]

export const merchantHandlers: HttpHandler[] = [
  mock.post(endpoints.merchant.preMerchantInvite, (ctx) => {
    const config = pageConfigOf(ctx, field(ctx, 'page_flag'))
    return {
      userState: merchantUserState(findUser(field(ctx, 'user_id'))),
      pageStopList: config.pageStopList,
      moduleList: config.moduleList,
    }
  }),

  mock.post(endpoints.merchant.newMerchantInvite, invite('newMerchantInvite', false)),
  mock.post(endpoints.merchant.merchantInviteByPhone, invite('merchantInviteByPhone', true)),

  mock.post(endpoints.merchant.saveFourPlusNRecord, (ctx) => {
    const record = Object.fromEntries(
      FOUR_PLUS_N_FIELDS.map((k) => [k, field(ctx, k)]),
    ) as unknown as FourPlusNRecord
    if (!record.pageFlag) fail('1006', '活动标识不能为空')
    ctx.db.account.fourPlusNRecords.push(record)
    return null
  }),
]
