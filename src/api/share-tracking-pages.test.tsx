import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { href, PATHS } from '@/shared/lib/paths'
import { renderRoute } from '@tests/render'
import { SHARE_TRACKED_FLAGS } from './page-share-tracking'

/**
 * marketing §7.7: every page of the fixed flags tracks a forwarded visit (saveEmployeeForward, actType = the
 * flag). A staff member's link (our query staffClientId, marketing §6) is what makes a visit forwarded.
 */
describe('share tracking on the fixed page flags (marketing §7.7)', () => {
  const STAFF = 'EMP00777'
  const pages: [string, string][] = [
    ['new_mgm_inviterSc', href(PATHS.mgmfournew, { staffClientId: STAFF })],
    ['xywx_dttj', href(PATHS.answerQuestion, { eventId: 'E1', staffClientId: STAFF })],
    ['xywx_tyjx', href(PATHS.answerQuestion, { eventId: 'E1', source: 'study', staffClientId: STAFF })],
    ['xywx_tyjx', href(PATHS.studyMoneyManage, { staffClientId: STAFF })],
    ['xywx_zzlqHome', href(PATHS.linkApp, { pageFlag: 'xywx_zzlqHome', staffClientId: STAFF })],
    ['xywx_nxxly', href(PATHS.activityPage, { pageFlag: 'xywx_nxxly', staffClientId: STAFF })],
  ]

  it('names every flag of §7.7, and a page for each besides the landing (tested with its inviter)', () => {
    expect(new Set(pages.map(([flag]) => flag))).toEqual(
      new Set(SHARE_TRACKED_FLAGS.filter((f) => f !== 'new_mgm_invitedSc')),
    )
  })

  it.each(pages)('%s: %s sends the staff forward with the flag as actType', async (flag, path) => {
    localStorage.setItem('mgmStoryShown', '1')
    await renderRoute(path, { user: 'opened' })
    await waitFor(() => expect(db.account.shareForwards.map((r) => r.actType)).toContain(flag))
    expect(db.account.shareForwards.find((r) => r.actType === flag)).toMatchObject({
      forwardUserId: STAFF,
      userIdType: '3',
      forwardType: 'link',
    })
  })
})
