import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { local } from '@/shared/lib/storage'
import { captureRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { activityFlag, invitedPageAllowed, joinLink, keepsInviter, usableInviter } from '../rules'

/**
 * The generic activity page: each route gets what its isMgm code names
 * (account-and-shared §2) and the invited page follows marketing §5.
 */

/** The page flags and account-state calls the pages made. */
function spy() {
  const pages = captureRequests(endpoints.config.pageInfo)
  const accountStates = captureRequests(endpoints.identity.getUserBindStatus)
  return { flags: () => pages.map((q) => q.get('page_flag') ?? ''), accountStates }
}

describe('activity rules', () => {
  const base = { pageId: null, pageFlag: null, routeFlag: undefined, storedPageId: null, path: '/x' }

  it.each([
    [{ ...base, path: PATHS.activityPage, pageId: 'P1', pageFlag: 'F1' }, 'P1'],
    [{ ...base, path: PATHS.activityPage, pageFlag: 'F1' }, 'F1'],
    [{ ...base, path: PATHS.activityPage, storedPageId: 'S1' }, 'S1'],
    [{ ...base, path: PATHS.activityPage }, ''],
    [{ ...base, path: PATHS.wwcClient, routeFlag: 'wwcClient' }, 'wwcClient'],
    [{ ...base, path: PATHS.wwcClient, routeFlag: 'wwcClient', pageFlag: ' F2 ' }, 'F2'],
    // only the isMgm 30 page reads the stored page id
    [{ ...base, path: PATHS.springGold, routeFlag: 'springGold', storedPageId: 'S1' }, 'springGold'],
    [{ ...base, path: PATHS.wwcClient, storedPageId: 'S1' }, ''],
  ])('activityFlag(%o) → %s', (sources, flag) => expect(activityFlag(sources)).toBe(flag))

  it.each([
    [PATHS.invitationedMgmHh, 'abc', null, true],
    [PATHS.invitationedMgmHh, null, '1', true],
    [PATHS.invitationedMgmHh, 'null', null, false],
    [PATHS.invitationedMgmHh, ' ', '0', false],
    [PATHS.invitationedMgmHh, null, null, false],
    [PATHS.invitationMgmHh, null, null, true], // the inviter's own page needs no inviter
    [PATHS.springGold, null, null, true],
  ])('invitedPageAllowed(%s, %s, %s) → %s', (path, inviter, saved, ok) =>
    expect(invitedPageAllowed(path, inviter, saved)).toBe(ok),
  )

  it('the bind transit carries the page’s isMgm code, and the page id for isMgm 30', () => {
    expect(joinLink(PATHS.activityPage, 'P1')).toBe('/bindUserTip?isMgm=30&pageId=P1')
    expect(joinLink(PATHS.springGold, 'springGold')).toBe('/bindUserTip?isMgm=31')
    expect(joinLink(PATHS.invitationedMgmHh, 'x')).toBe('/bindUserTip?isMgm=10')
    expect(joinLink(PATHS.cardprize, 'cardprize')).toBe('/bindUserTip?isMgm=cardprize')
    expect(joinLink(PATHS.wwcClient, 'wwcClient')).toBeNull()
  })

  it('inviters: only usable ids; kept by the invited and spring-gold pages', () => {
    expect(usableInviter(' o123 ')).toBe('o123')
    expect(usableInviter('null')).toBe('')
    expect(usableInviter('undefined')).toBe('')
    expect(usableInviter(null)).toBe('')
    expect(keepsInviter(PATHS.springGold)).toBe(true)
    expect(keepsInviter(PATHS.invitationedMgmHh)).toBe(true)
    expect(keepsInviter(PATHS.wwcClient)).toBe(false)
  })
})

describe('/product/activity (isMgm 30: the page id)', () => {
  it('loads the activity the link’s pageId names', async () => {
    const calls = spy()
    await renderRoute('/product/activity?pageId=xywx_autumn')
    expect(calls.flags()).toEqual(['xywx_autumn'])
    expect(screen.getByRole('region', { name: '活动介绍' })).toBeInTheDocument()
  })

  it('without one, the page id the bind transit stored; without that, says the link is incomplete', async () => {
    local.set('wxPageId', 'xywx_stored')
    const calls = spy()
    const view = await renderRoute('/product/activity')
    expect(calls.flags()).toEqual(['xywx_stored'])
    view.unmount()
    local.remove('wxPageId')
    await renderRoute('/product/activity')
    expect(screen.getByText('活动链接不完整，请从活动入口重新进入')).toBeInTheDocument()
    expect(calls.flags()).toEqual(['xywx_stored'])
  })

  it('a customer whose phone is not bound joins through the bind transit, which comes back here', async () => {
    const calls = spy()
    const view = await renderRoute('/product/activity?pageId=xywx_autumn', { user: 'unbound' })
    const join = await screen.findByRole('button', { name: '立即参与' })
    expect(calls.accountStates).toHaveLength(1)
    await userEvent.click(join)
    await waitFor(() => expect(view.location().pathname).toBe('/bindUserTip'))
    expect(view.location().search).toBe('?isMgm=30&pageId=xywx_autumn')
  })

  it('a bound customer is not asked to join', async () => {
    const calls = spy()
    await renderRoute('/product/activity?pageId=xywx_autumn', { user: 'opened' })
    await waitFor(() => expect(calls.accountStates).toHaveLength(1))
    expect(screen.queryByRole('button', { name: '立即参与' })).toBeNull()
  })

  it('a page without an isMgm code asks nothing about the account', async () => {
    const calls = spy()
    await renderRoute('/wwcClient', { user: 'unbound' })
    expect(screen.getByRole('region', { name: '活动介绍' })).toBeInTheDocument()
    expect(calls.accountStates).toHaveLength(0)
    expect(screen.queryByRole('button', { name: '立即参与' })).toBeNull()
  })
})

describe('/product/springGold (isMgm 31: carrying inviterOpenId)', () => {
  it('keeps the link’s inviter, so binding (isMgm 31) comes back with it', async () => {
    local.remove('inviterOpenId')
    const view = await renderRoute('/product/springGold?inviterOpenId=oInviter01', { user: 'unbound' })
    await waitFor(() => expect(local.get('inviterOpenId')).toBe('oInviter01'))
    await userEvent.click(await screen.findByRole('button', { name: '立即参与' }))
    await waitFor(() => expect(view.location().pathname).toBe('/bindUserTip'))
    expect(view.location().search).toBe('?isMgm=31')
  })

  it('an unusable inviter (the text null) is not kept', async () => {
    local.set('inviterOpenId', 'oEarlier')
    await renderRoute('/product/springGold?inviterOpenId=null')
    expect(local.get('inviterOpenId')).toBe('oEarlier')
  })
})

describe('/invitationedMgmHh (isMgm 10: the invited page, marketing §5)', () => {
  it('without an inviter or a saved invite goes to the failure tip', async () => {
    const calls = spy()
    const view = await renderRoute('/invitationedMgmHh')
    await waitFor(() => expect(view.location().pathname).toBe('/invitationMgmFailTip'))
    expect(view.location().search).toBe('?data=1')
    expect(calls.flags()).toEqual([])
  })

  it('with hasSaveInvite=1 (the bind’s way back) or an inviter, shows the activity', async () => {
    const view = await renderRoute('/invitationedMgmHh?hasSaveInvite=1')
    expect(view.location().pathname).toBe('/invitationedMgmHh')
    expect(screen.getByRole('region', { name: '活动介绍' })).toBeInTheDocument()
    view.unmount()
    local.remove('inviterOpenId')
    await renderRoute('/invitationedMgmHh?inviterOpenId=oInviter02')
    expect(screen.getByRole('region', { name: '活动介绍' })).toBeInTheDocument()
    expect(local.get('inviterOpenId')).toBe('oInviter02')
  })
})
