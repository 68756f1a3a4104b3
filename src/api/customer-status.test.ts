import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { db } from '@mocks/db'
import { recordRequests } from '@tests/record-requests'
import { holdAnswers } from '@tests/hold-answers'
import { setUserAgent, signIn } from '@tests/render'
import { session } from '@/shared/lib/storage'
import { signedIn } from './auth/signed-in'
import { endpoints } from './endpoints'
import { accountStateQuery, customerStatusQuery } from './identity-queries'
import { createQueryClient } from './query-client'

/** One customer status (docs/identity.md, "One customer status"; docs/decisions/031-one-customer-status.md). */
describe('customerStatusQuery', () => {
  it('a WeChat customer: the account state and the open status by openid, in one round, no app login', async () => {
    setUserAgent('wx')
    signIn('boundNotOpened')
    const openid = db.users.boundNotOpened.openid
    const answerAccount = holdAnswers([['get', endpoints.identity.getUserBindStatus]])
    const sent = recordRequests()
    const status = createQueryClient().fetchQuery(customerStatusQuery(signedIn()))
    // The open status goes out while the account state has not answered: side by side.
    await waitFor(() => expect(sent.to(endpoints.identity.getOpenStatus)).toHaveLength(1))
    expect(sent.to(endpoints.identity.getOpenStatus)[0]?.query).toEqual({ user_id: openid })
    answerAccount()
    await expect(status).resolves.toEqual({
      kind: 'wechat',
      userId: openid,
      openid,
      appClientNo: '',
      account: { isPhoneBinding: '1', isAppBinding: '1', isRegister: '1' },
      openAccount: db.users.boundNotOpened.openAccount,
    })
    expect(sent.to(endpoints.identity.loginToApp)).toEqual([])
    expect(sent.to(endpoints.identity.appUserOpenStatus)).toEqual([])
  })

  it('an app customer: only the open status by client number', async () => {
    setUserAgent('app')
    db.scenario.user = 'opened'
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    session.set('appClientToken', db.users.opened.appClientToken || 'tok')
    const sent = recordRequests()
    const status = await createQueryClient().fetchQuery(customerStatusQuery(signedIn()))
    expect(status).toMatchObject({
      kind: 'app',
      appClientNo: db.users.opened.appClientNo,
      account: null,
      openAccount: '1',
    })
    expect(sent.list.map((r) => r.path.split('/').pop())).toEqual(['appUserOpenStatus'])
    expect(sent.list[0]?.body).toEqual({ appClientNo: db.users.opened.appClientNo })
  })

  it('nobody: no call', async () => {
    setUserAgent('wx')
    const sent = recordRequests()
    const status = await createQueryClient().fetchQuery(customerStatusQuery(signedIn()))
    expect(status).toMatchObject({ kind: 'none', account: null, openAccount: '' })
    expect(sent.list).toEqual([])
  })

  it('shares the cache with the identity queries it is built from', async () => {
    setUserAgent('wx')
    signIn('opened')
    const client = createQueryClient()
    const sent = recordRequests()
    await client.fetchQuery(customerStatusQuery(signedIn()))
    expect(client.getQueryData(accountStateQuery(db.users.opened.openid).queryKey)).toEqual(
      expect.objectContaining({ isPhoneBinding: '1' }),
    )
    expect(sent.to(endpoints.identity.getUserBindStatus)).toHaveLength(1)
  })
})
