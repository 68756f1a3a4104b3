import type { HttpHandler } from 'msw'
import { endpoints } from '@/api/endpoints'
import { field } from '../lib'
import { db } from '../db'
import { route, userFrom } from '../db/marketing-kit'
import { addReferral, referralList } from '../db/marketing-referral'

/** Referral programme (api-contract.md, referral list and add; rules in mocks/db/marketing-referral.ts). */
export const referralHandlers: HttpHandler[] = [
  route.get(endpoints.referral.processRecord, (ctx) =>
    referralList(db.marketing.referral, userFrom(ctx, 'user_id').openid),
  ),
  route.post(endpoints.referral.merchantInvite, (ctx) => {
    addReferral(db.marketing.referral, userFrom(ctx, 'user_id'), {
      page_flag: field(ctx, 'page_flag'),
      user_id: field(ctx, 'user_id'),
      invitedPhone: field(ctx, 'invitedPhone'),
      check_code: field(ctx, 'check_code'),
      captcha: field(ctx, 'captcha'),
      checkKey: field(ctx, 'checkKey'),
    })
    return null
  }),
]
