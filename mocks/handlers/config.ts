import type { HttpHandler } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import type { ShareForwardRecord } from '../../src/api/config'
import { fail, field, mock } from '../lib'
import { fallbackPageConfig, richTextFallback } from '../db/account'

/**
 * Config pictures, banners, rich texts, page configs, the wrongful-login notice and tracking
 * (api-contract.md, Captcha, maintenance, privacy, config; marketing §2.13, §7.2, §7.7, §7.8).
 * Tracking calls are recorded in `db.account.eventStats` / `db.account.shareForwards`.
 */

export const WRONGFUL_LOGIN_NOTICE =
  '温馨提示：系统检测到您的账户近期存在异常登录行为，为保障您的资金与信息安全，特别礼包暂不可领取。如非本人操作，请及时修改密码或致电客服热线950950。'

const FORWARD_FIELDS: ReadonlyArray<keyof ShareForwardRecord> = [
  'forwardChannel',
  'forwardType',
  'forwardUserId',
  'userIdType',
  'pageUrl',
  'invitedUserId',
  'pageTitle',
  'actType',
]

export const configHandlers: HttpHandler[] = [
  // Category is not a filter in the mock: every type answers the same pictures under '0' and '1'.
  mock.post(endpoints.config.findByType, (ctx) => ctx.db.account.configPictures[field(ctx, 'type')] ?? []),

  mock.get(endpoints.config.bannerList, (ctx) => {
    const byChannel = ctx.db.account.banners[field(ctx, 'type')]
    const channel = field(ctx, 'viewChannel')
    return (
      (byChannel && (channel === 'wx' || channel === 'app' || channel === 'h5') && byChannel[channel]) || []
    )
  }),

  mock.get(endpoints.config.richText, (ctx) => {
    const flag = field(ctx, 'richFlag')
    return { content: ctx.db.account.richTexts[flag] ?? richTextFallback(flag) }
  }),

  mock.get(endpoints.config.pageInfo, (ctx) => {
    const flag = field(ctx, 'page_flag')
    if (!flag) fail('1006', '活动标识不能为空')
    return ctx.db.account.pageConfigs[flag] ?? fallbackPageConfig(flag)
  }),

  mock.get(endpoints.config.wrongfulLogin, (ctx) => {
    if (!field(ctx, 'appUserId')) fail('1005', '用户信息已失效，请重新登录')
    return { wrongful_login: WRONGFUL_LOGIN_NOTICE }
  }),

  mock.post(endpoints.config.addEventStat, (ctx) => {
    const event = {
      pro_id: field(ctx, 'pro_id'),
      pro_name: field(ctx, 'pro_name'),
      buttom_name: field(ctx, 'buttom_name'),
    }
    if (!event.pro_id) fail('1007', '埋点编号不能为空')
    ctx.db.account.eventStats.push(event)
    return null
  }),

  mock.post(endpoints.config.saveEmployeeForward, (ctx) => {
    const record = Object.fromEntries(
      FORWARD_FIELDS.map((k) => [k, field(ctx, k)]),
    ) as unknown as ShareForwardRecord
    ctx.db.account.shareForwards.push(record)
    return null
  }),
]
