import type { AddReferralRequest, ReferralList } from '@/api/referral'
import type { MockUser, UserScenario } from './users'
import { daysAgo, dateTimeStr, maskName, maskPhone, now, PHONE_PATTERN, refuse } from './marketing-util'

/**
 * The referral programme (marketing §2.6, §3 Referral list, §7.6). Points: 50 when a referred friend
 * opens an account, 100 more on the first purchase.
 */

export interface ReferralRow {
  name: string
  phone: string
  bound: boolean
  opened: boolean
  purchased: boolean
  createTime: string
}

export type ReferralDb = Record<string, ReferralRow[]>

export const REFERRAL_POINTS = { opened: 50, purchased: 100 } as const

export function seedReferral(users: Record<UserScenario, MockUser>): ReferralDb {
  const at = (days: number) => dateTimeStr(daysAgo(days, 14, 20))
  return {
    [users.opened.openid]: [
      { name: '赵敏', phone: '15800001234', bound: true, opened: true, purchased: true, createTime: at(3) },
      {
        name: '孙浩然',
        phone: '15900005678',
        bound: true,
        opened: true,
        purchased: false,
        createTime: at(6),
      },
      {
        name: '周琳',
        phone: '18600002468',
        bound: true,
        opened: false,
        purchased: false,
        createTime: at(11),
      },
      {
        name: '吴昊',
        phone: '17700001357',
        bound: false,
        opened: false,
        purchased: false,
        createTime: at(18),
      },
    ],
    [users.whitelisted.openid]: [
      { name: '郑爽', phone: '18800003344', bound: true, opened: true, purchased: true, createTime: at(2) },
      { name: '冯磊', phone: '13300005566', bound: true, opened: false, purchased: false, createTime: at(9) },
    ],
  }
}

export function referralList(r: ReferralDb, openid: string): ReferralList {
  const rows = [...(r[openid] ?? [])].sort((a, b) => b.createTime.localeCompare(a.createTime))
  return {
    num: rows.length,
    integral: rows.reduce(
      (a, x) => a + (x.opened ? REFERRAL_POINTS.opened : 0) + (x.purchased ? REFERRAL_POINTS.purchased : 0),
      0,
    ),
    dtos: rows.map((x) => ({
      invitedName: maskName(x.name) || '--',
      invitedPhone: maskPhone(x.phone),
      inviterStatusStr: x.bound ? '已绑定' : '未绑定',
      openAccountFlagStr: x.opened ? '已开户' : '未开户',
      purchaseFlagStr: x.purchased ? '已购买' : '未购买',
    })),
  }
}

/** merchantInvite: whitelisted users add a referred person (marketing §2.6, §5; SMS code 123456 in the mock). */
export function addReferral(
  r: ReferralDb,
  user: Pick<MockUser, 'openid' | 'isWhite'>,
  req: AddReferralRequest,
): void {
  if (user.isWhite !== '1') refuse('1111', '您暂无添加推荐人权限')
  if (!PHONE_PATTERN.test(req.invitedPhone)) refuse('2222', '手机号格式不正确')
  if (!req.captcha) refuse('3333', '请输入图形验证码')
  if (req.check_code !== '123456') refuse('3333', '短信验证码错误，请重新输入')
  const all = Object.values(r).flat()
  if (all.some((x) => x.phone === req.invitedPhone)) refuse('4444', '该用户已被推荐，请勿重复添加')
  r[user.openid] ??= []
  r[user.openid].push({
    name: '',
    phone: req.invitedPhone,
    bound: false,
    opened: false,
    purchased: false,
    createTime: dateTimeStr(now()),
  })
}
