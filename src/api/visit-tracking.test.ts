import { describe, expect, it } from 'vitest'
import { visitForwardRecords, type VisitContext } from './visit-records'
import { staffIdFromLink, usableStaffId } from './visit-tracking'

describe('staff client id of a link (marketing §6 "client id type 3"; our query staffClientId)', () => {
  it.each([
    ['EMP00123', 'EMP00123'],
    [' emp_9-1 ', 'emp_9-1'],
    ['', ''],
    [null, ''],
    ['null', ''],
    ['UNDEFINED', ''],
    ['<script>', ''],
    ['a b', ''],
    ['x'.repeat(65), ''],
  ])('%o → %o', (value, id) => {
    expect(usableStaffId(value)).toBe(id)
  })

  it('reads the hash route’s query first, then the page’s query', () => {
    expect(staffIdFromLink(new URLSearchParams('staffClientId=A1'), '?staffClientId=B2')).toBe('A1')
    expect(staffIdFromLink(new URLSearchParams(''), '?staffClientId=B2')).toBe('B2')
    expect(staffIdFromLink(new URLSearchParams('staffClientId=null'), '?staffClientId=B2')).toBe('B2')
    expect(staffIdFromLink(new URLSearchParams(''), '')).toBe('')
  })
})

describe('visitForwardRecords (marketing §3, §7.7)', () => {
  const visit = (over: Partial<VisitContext> = {}): VisitContext => ({
    channel: 'wx',
    pageFlag: 'new_mgm_invitedSc',
    pageUrl: 'https://h5.x.cn/#/mgmInvitednew?inviterOpenId=oInviter',
    pageTitle: '邀请好友',
    visitorId: 'oFriend',
    staffId: '',
    inviterId: '',
    ...over,
  })
  const base = {
    forwardChannel: 'wx',
    forwardType: 'link',
    pageUrl: 'https://h5.x.cn/#/mgmInvitednew?inviterOpenId=oInviter',
    invitedUserId: 'oFriend',
    pageTitle: '邀请好友',
    actType: 'new_mgm_invitedSc',
  }

  it('the invited-friend page: the inviter with the link’s id type, the friend as the invited user', () => {
    expect(visitForwardRecords(visit({ inviterId: 'oInviter', inviterIdType: '2' }))).toEqual([
      { ...base, forwardUserId: 'oInviter', userIdType: '2' },
    ])
    expect(visitForwardRecords(visit({ inviterId: '900001', inviterIdType: '1' }))).toEqual([
      { ...base, forwardUserId: '900001', userIdType: '1' },
    ])
    // A link without the type: the spec's "1 inviter".
    expect(visitForwardRecords(visit({ inviterId: 'oInviter' }))).toEqual([
      { ...base, forwardUserId: 'oInviter', userIdType: '1' },
    ])
  })

  it('a staff forward: the staff client id as type 3 (and the inviter too on the landing)', () => {
    expect(visitForwardRecords(visit({ staffId: 'EMP1', inviterId: 'oInviter' }))).toEqual([
      { ...base, forwardUserId: 'EMP1', userIdType: '3' },
      { ...base, forwardUserId: 'oInviter', userIdType: '1' },
    ])
    expect(visitForwardRecords(visit({ staffId: 'EMP1', pageFlag: 'new_mgm_inviter' }))).toEqual([
      { ...base, actType: 'new_mgm_inviter', forwardUserId: 'EMP1', userIdType: '3' },
    ])
  })

  it('a staff member opening a link with their own id forwarded it to nobody', () => {
    expect(visitForwardRecords(visit({ staffId: 'oFriend' }))).toEqual([])
    expect(
      visitForwardRecords(
        visit({ staffId: 'AC100005', visitorIds: ['oFriend', 'AC100005'], inviterId: 'oI' }),
      ),
    ).toEqual([{ ...base, forwardUserId: 'oI', userIdType: '1' }])
    // Nobody signed in: an empty id is nobody's.
    expect(visitForwardRecords(visit({ staffId: 'EMP1', visitorId: '', visitorIds: ['', ''] }))).toEqual([
      { ...base, invitedUserId: '', forwardUserId: 'EMP1', userIdType: '3' },
    ])
  })

  it('nobody signed in: the invited user is empty', () => {
    expect(visitForwardRecords(visit({ inviterId: 'oInviter', visitorId: '' }))[0].invitedUserId).toBe('')
  })

  it('nothing to record without a staff id or an inviter, nor for an inviter opening their own link', () => {
    expect(visitForwardRecords(visit())).toEqual([])
    expect(visitForwardRecords(visit({ inviterId: 'oFriend' }))).toEqual([])
  })
})
