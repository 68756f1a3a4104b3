import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import { renderRoute } from '@tests/render'
import { decryptShareLink, encryptShareLink, isSafePosterUrl, setShareLinkKey } from './poster'

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })
const TEST_KEY = 'unit-test-share-key'
afterEach(() => {
  setShareLinkKey(__SHARE_LINK_KEY__)
})

const openid = () => db.users.opened.openid
const clientNo = () => db.users.opened.appClientNo
/** The share link: a WeChat sharer's openid is id type 2, an app sharer's client number type 1. */
const expectedLink = (landing: string, inviterId = openid(), idType = inviterId === openid() ? '2' : '1') => {
  const query = `inviterOpenId=${inviterId}&inviterIdType=${idType}`
  return `${location.origin}${location.pathname}?${query}#${landing}?${query}`
}

/** The app session a ticket login leaves (api/auth/app-login.ts); no WeChat user at all. */
function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

async function openShare(path = '/mgmfour', channel: 'wx' | 'app' = 'wx') {
  local.set('mgmStoryShown', '1')
  db.marketing.mgm.wallets[openid()].wait = []
  if (channel === 'app') {
    // In the app the customer is the app user (client number), never a WeChat user.
    signInApp('opened')
    await renderRoute(path, { user: 'opened', channel, signedIn: false })
  } else await renderRoute(path, { user: 'opened', channel })
  await userEvent.click(screen.getByRole('button', { name: /邀请好友/ }))
  return screen.findByRole('dialog', { name: '邀请好友' })
}

/** The poster save clicks a download link; jsdom cannot follow it, so the click is recorded instead. */
function recordDownloads() {
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
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
      // marketing §3: userIdType 2 is an openid.
      userIdType: '2',
      pageUrl: expectedLink('/mgmInvited'),
      invitedUserId: '',
      pageTitle: '好友邀你一起理财',
      actType: 'new_mgm_inviter',
    })
  })
})

describe('QR poster (marketing §7.2)', () => {
  it('without a key in the build: no poster call; the server’s QR image of the link over the background', async () => {
    setShareLinkKey('')
    const bodies = recordPosterCalls(() =>
      HttpResponse.json({ code: '0000', data: 'data:image/png;base64,AA' }),
    )
    const qrAsked = recordRequests(endpoints.mgm.qrCode)
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    const local = await screen.findByTestId('local-qr-poster')
    // account-and-shared §7 "QR image (link_url)", marketing §7.4: the share link's QR image, asked once.
    const image = await within(local).findByRole('img', { name: '邀请二维码' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toMatch(/^blob:/)
    expect(qrAsked.list.map((r) => r.body)).toEqual([{ link_url: expectedLink('/mgmInvited') }])
    expect(bodies).toEqual([])
    await waitFor(() => expect(db.account.shareForwards.map((r) => r.forwardType)).toEqual(['poster']))
  })

  it('without a poster and without the server’s QR image: the page draws the QR code itself', async () => {
    setShareLinkKey('')
    server.use(
      http.post(`*${endpoints.mgm.qrCode}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    const local = await screen.findByTestId('local-qr-poster')
    await waitFor(() => expect(within(local).getByTitle('邀请二维码').closest('svg')).not.toBeNull())
    expect(local.querySelector('img[alt="邀请二维码"]')).toBeNull()
  })

  it('with a key: sends the encrypted link and shows the poster with the save hint', async () => {
    setShareLinkKey(TEST_KEY)
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
    setShareLinkKey(TEST_KEY)
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
    // An unchecked server url is never shown, saved or followed
    [
      'returns a javascript: url',
      () => HttpResponse.json({ code: '0000', data: 'javascript:alert(document.cookie)' }),
    ],
    [
      'returns another origin',
      () => HttpResponse.json({ code: '0000', data: 'https://evil.example.com/p.png' }),
    ],
    ['returns an http url', () => HttpResponse.json({ code: '0000', data: `http://${location.host}/p.png` })],
  ])('when the poster call %s: falls back to the local QR code', async (_, answer) => {
    setShareLinkKey(TEST_KEY)
    recordPosterCalls(answer)
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    expect(await screen.findByTestId('local-qr-poster')).toBeInTheDocument()
    expect(screen.queryByAltText('邀请海报')).toBeNull()
  })

  it('the Android app asks for album permission before saving the poster; 去开启 saves', async () => {
    setShareLinkKey(TEST_KEY)
    recordPosterCalls(() => HttpResponse.json({ code: '0000', data: 'data:image/png;base64,CC' }))
    const downloads = recordDownloads()
    const sheet = await openShare('/mgmfour', 'app')
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    await userEvent.click(screen.getByRole('button', { name: '保存图片' }))
    const prompt = await screen.findByRole('dialog', { name: '获取相册权限' })
    expect(within(prompt).getByText('用途：活动需要')).toBeInTheDocument()
    expect(within(prompt).getByRole('button', { name: '取消' })).toBeInTheDocument()
    expect(downloads).not.toHaveBeenCalled()
    await userEvent.click(within(prompt).getByRole('button', { name: '去开启' }))
    expect(await screen.findByText('图片已保存')).toBeInTheDocument()
    expect(downloads).toHaveBeenCalledTimes(1)
    const saved = downloads.mock.instances[0] as unknown as HTMLAnchorElement
    expect(saved.getAttribute('href')).toBe('data:image/png;base64,CC')
  })

  it('the Android app: 取消 on the album prompt saves nothing', async () => {
    setShareLinkKey(TEST_KEY)
    recordPosterCalls(() => HttpResponse.json({ code: '0000', data: 'data:image/png;base64,CC' }))
    const downloads = recordDownloads()
    const sheet = await openShare('/mgmfour', 'app')
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    await userEvent.click(screen.getByRole('button', { name: '保存图片' }))
    const prompt = await screen.findByRole('dialog', { name: '获取相册权限' })
    await userEvent.click(within(prompt).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '获取相册权限' })).toBeNull())
    expect(downloads).not.toHaveBeenCalled()
    expect(screen.queryByText('图片已保存')).toBeNull()
  })

  it('WeChat shows no save button (long-press saves there), so no album prompt', async () => {
    setShareLinkKey(TEST_KEY)
    recordPosterCalls(() => HttpResponse.json({ code: '0000', data: 'data:image/png;base64,CC' }))
    const sheet = await openShare()
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    expect(screen.queryByRole('button', { name: '保存图片' })).toBeNull()
  })
})

describe('poster urls the page accepts', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;charset=utf-8,%3Csvg%3E', true],
    [`blob:${location.origin}/6f1c`, true],
    [`https://${env().officialDomain}/poster/1.png`, true],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['javascript:alert(1)', false],
    ['blob:https://evil.example.com/6f1c', false],
    ['https://evil.example.com/p.png', false],
    [`https://${env().officialDomain}@evil.example.com/p.png`, false],
    ['//evil.example.com/p.png', false],
  ])('%s → %s', (url, ok) => {
    expect(isSafePosterUrl(url)).toBe(ok)
  })
})

describe('sharing in the app (the app user shares as their client number)', () => {
  it('the poster links to the landing with the client number as the inviter id', async () => {
    setShareLinkKey(TEST_KEY)
    const bodies = recordPosterCalls(() =>
      HttpResponse.json({ code: '0000', data: 'data:image/png;base64,DD' }),
    )
    const sheet = await openShare('/mgmfour', 'app')
    await userEvent.click(within(sheet).getByRole('button', { name: /二维码海报/ }))
    await screen.findByAltText('邀请海报')
    expect(bodies).toHaveLength(1)
    expect(decryptShareLink(String(bodies[0].linkUrl), TEST_KEY)).toBe(
      expectedLink('/mgmInvited', clientNo()),
    )
    expect(bodies[0]).toMatchObject({ inviterId: clientNo(), pageFlag: 'new_mgm_inviter' })
  })

  it('tracks the share with the client number and userIdType 1', async () => {
    setShareLinkKey('')
    const sheet = await openShare('/mgmfournew', 'app')
    await userEvent.click(within(sheet).getByRole('button', { name: /微信好友/ }))
    await screen.findByRole('dialog', { name: '分享给好友' })
    await waitFor(() => expect(db.account.shareForwards).toHaveLength(1))
    expect(db.account.shareForwards[0]).toEqual({
      forwardChannel: 'app',
      forwardType: 'link',
      forwardUserId: clientNo(),
      userIdType: '1',
      pageUrl: expectedLink('/mgmInvitednew', clientNo()),
      invitedUserId: '',
      pageTitle: '好友邀你一起理财',
      actType: 'new_mgm_inviterSc',
    })
  })
})
