import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { env } from '@/shared/lib/env'
import { local } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'
import { decryptShareLink, encryptShareLink } from './poster'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const TEST_KEY = 'unit-test-share-key'
const originalKey = env().shareLinkKey
afterEach(() => {
  env().shareLinkKey = originalKey
})

const openid = () => db.users.opened.openid
const expectedLink = (landing: string) =>
  `${location.origin}${location.pathname}?inviterOpenId=${openid()}#${landing}?inviterOpenId=${openid()}`

async function openShare(path = '/mgmfour', channel: 'wx' | 'app' = 'wx') {
  local.set('mgmStoryShown', '1')
  db.marketing.mgm.wallets[openid()].wait = []
  await renderRoute(path, { user: 'opened', channel })
  await userEvent.click(screen.getByRole('button', { name: /邀请好友/ }))
  return screen.findByRole('dialog', { name: '邀请好友' })
}

function recordPosterCalls(answer: () => Response) {
  const bodies: Array<Record<string, unknown>> = []
  server.use(
    http.post(`*${endpoints.mgm.posterUrl}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return answer()
    }),
  )
  return bodies
}

describe('share link encryption (marketing §7.2)', () => {
  it('round-trips with the key and hides the link', () => {
    const link = 'https://h5.x.cn/?inviterOpenId=oA#/mgmInvited?inviterOpenId=oA'
    const cipher = encryptShareLink(link, TEST_KEY)
    expect(cipher).not.toContain('inviterOpenId')
    expect(decryptShareLink(cipher, TEST_KEY)).toBe(link)
    let wrong = ''
    try {
      wrong = decryptShareLink(cipher, 'another-key')
    } catch {
      wrong = ''
    }
    expect(wrong).not.toBe(link)
  })
})

describe('WeChat friend share (marketing §2.1, §7.7)', () => {
  it('tracks the share and shows the reminder to use the WeChat menu', async () => {
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /微信好友/ }))
    expect(await screen.findByText(/选择「发送给朋友」/)).toBeInTheDocument()
    await waitFor(() => expect(db.account.shareForwards).toHaveLength(1))
    expect(db.account.shareForwards[0]).toEqual({
      forwardChannel: 'wx',
      forwardType: 'link',
      forwardUserId: openid(),
      userIdType: '1',
      pageUrl: expectedLink('/mgmInvited'),
      invitedUserId: '',
      pageTitle: '好友邀你一起理财',
      actType: 'new_mgm_inviter',
    })
  })
})

describe('QR poster (marketing §7.2)', () => {
  it('without a key in the build: no poster call, the local QR code is drawn', async () => {
    env().shareLinkKey = ''
    const bodies = recordPosterCalls(() =>
      HttpResponse.json({ code: '0000', data: 'data:image/png;base64,AA' }),
    )
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    expect(await screen.findByTestId('local-qr-poster')).toBeInTheDocument()
    expect(screen.getByTitle('邀请二维码')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await waitFor(() => expect(db.account.shareForwards.map((r) => r.forwardType)).toEqual(['poster']))
  })

  it('with a key: sends the encrypted link and shows the poster with the save hint', async () => {
    env().shareLinkKey = TEST_KEY
    const bodies = recordPosterCalls(() =>
      HttpResponse.json({ code: '0000', data: 'data:image/png;base64,AAAA' }),
    )
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    expect(await screen.findByAltText('邀请海报')).toHaveAttribute('src', 'data:image/png;base64,AAAA')
    expect(screen.getByText('长按保存图片')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    const body = bodies[0]
    expect(decryptShareLink(String(body.linkUrl), TEST_KEY)).toBe(expectedLink('/mgmInvited'))
    expect(body).toMatchObject({ inviterId: openid(), pageFlag: 'new_mgm_inviter' })
    expect(String(body.bigImgUrl)).toMatch(/^data:image\/svg\+xml/)
    expect(body).not.toHaveProperty('qrX')
  })

  it('Sc: also sends the QR position and width, and links to the Sc landing', async () => {
    env().shareLinkKey = TEST_KEY
    const bodies = recordPosterCalls(() =>
      HttpResponse.json({ code: '0000', data: 'data:image/png;base64,BB' }),
    )
    const sheet = await openShare('/mgmfournew')
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    expect(bodies[0]).toMatchObject({ pageFlag: 'new_mgm_inviterSc', qrX: 255, qrY: 1000, qrWidth: 240 })
    expect(decryptShareLink(String(bodies[0].linkUrl), TEST_KEY)).toBe(expectedLink('/mgmInvitednew'))
  })

  it.each([
    ['fails', () => HttpResponse.json({ code: '9999', msg: '海报生成失败' })],
    ['returns nothing', () => HttpResponse.json({ code: '0000', data: '' })],
  ])('when the poster call %s: falls back to the local QR code', async (_, answer) => {
    env().shareLinkKey = TEST_KEY
    recordPosterCalls(answer)
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    expect(await screen.findByTestId('local-qr-poster')).toBeInTheDocument()
    expect(screen.queryByAltText('邀请海报')).toBeNull()
  })

  it('the Android app asks for album permission before saving the poster', async () => {
    env().shareLinkKey = TEST_KEY
    recordPosterCalls(() => HttpResponse.json({ code: '0000', data: 'data:image/png;base64,CC' }))
    const sheet = await openShare('/mgmfour', 'app')
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    await userEvent.click(screen.getByRole('button', { name: '保存图片' }))
    expect(await screen.findByText('获取相册权限')).toBeInTheDocument()
    expect(screen.getByText('用途：活动需要')).toBeInTheDocument()
  })
})
