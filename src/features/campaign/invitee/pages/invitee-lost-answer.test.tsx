import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { fail, field } from '@mocks/lib'
import { exactUser, route } from '@mocks/db/marketing-kit'
import { inviterDisplayName } from '@mocks/db/marketing-mgm'
import { saveInvite as saveInviteRule } from '@mocks/db/marketing-mgm-rules'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { recordRequests, type RecordedRequest } from '@tests/record-requests'
import { EXCEPTION_TEXT, INVITEE_TEXT } from '../texts'

/** The invitation save after a lost answer (docs/money-actions.md; marketing §2.2, §4.4). */

const inviter = () => db.users.opened
const friend = () => db.users.boundNotOpened
const landing = () => `/mgmInvited?inviterOpenId=${inviter().openid}`
const keyOf = (request: RecordedRequest) => request.headers.get('Idempotency-Key')
const recordsOf = (openid: string) => db.marketing.mgm.records.filter((r) => r.invitedId === openid)

/**
 * The backend as the landing knows it (use-invitee-landing.ts): a second save for a friend who already has
 * a record is refused with 3333 (已接受其他好友的邀请), even from the same inviter; the mock's own rule
 * answers such a repeat again. Served through the mock's route(), so its key handling (kept answers, the
 * lost-answer fault) applies as on every path.
 */
function backendRefusingRepeats() {
  server.use(
    route.post(endpoints.mgm.saveNewMgmRecord, (ctx) => {
      const from = exactUser(field(ctx, 'inviterId'))!
      const invited = exactUser(field(ctx, 'invitedId'))!
      const mgm = ctx.db.marketing.mgm
      if (mgm.records.some((r) => r.invitedId === invited.openid))
        fail('3333', '您已被其他好友邀请，不能重复接受邀请')
      return saveInviteRule(
        mgm,
        {
          invitedId: invited.openid,
          pageFlag: field(ctx, 'pageFlag'),
          inviterId: from.openid,
          eventId: field(ctx, 'eventId'),
          whiteList: '0',
        },
        { openid: from.openid, name: inviterDisplayName(from), isWhite: from.isWhite === '1' },
        { openid: invited.openid, phone: invited.phone, isAccountHolder: invited.openAccount === '1' },
      )
    }),
  )
}

describe('invitee landing: the save’s answer lost (docs/money-actions.md)', () => {
  it('the retry sends the same save under the same key and shows the first answer: saved, not 3333, one record', async () => {
    backendRefusingRepeats()
    const saves = recordRequests(endpoints.mgm.saveNewMgmRecord).list
    // The server books the invitation, then its answer is lost on the way back.
    db.scenario.fault = 'lostAnswer'
    db.scenario.faultPaths = [endpoints.mgm.saveNewMgmRecord]
    await renderRoute(landing(), { user: 'boundNotOpened' })
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('邀请信息加载失败')
    expect(recordsOf(friend().openid)).toHaveLength(1)

    db.scenario.fault = 'none'
    db.scenario.faultPaths = []
    await userEvent.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(
      await screen.findByText(INVITEE_TEXT.bannerLead(inviterDisplayName(inviter()))),
    ).toBeInTheDocument()
    expect(screen.queryByText(EXCEPTION_TEXT.otherInviter)).toBeNull()
    expect(screen.queryByText(INVITEE_TEXT.promoterLead)).toBeNull()

    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]!.body).toEqual(saves[0]!.body)
    expect(keyOf(saves[0]!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keyOf(saves[1]!)).toBe(keyOf(saves[0]!))
    expect(recordsOf(friend().openid)).toHaveLength(1)
  })
})
