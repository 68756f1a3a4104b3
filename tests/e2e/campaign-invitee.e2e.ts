import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { collectErrors, launch, newPhone, resetMock, setScenario, signInViaOAuth } from './browser'

/** The invitee landing, invite progress and prize pages (marketing §2.2-§2.4, §4.3, §4.4). */

const INVITER = 'oMock0005wxUser5' // the `opened` scenario user
const shareLink = (path = '/mgmInvited', inviter = INVITER) =>
  `/?inviterOpenId=${inviter}#${path}?inviterOpenId=${inviter}`

let browser: Browser
let ctx: BrowserContext | undefined

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  await ctx?.close()
  ctx = undefined
  await resetMock()
})

async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-page-loading]') && !!document.querySelector('main'),
    undefined,
    { timeout: 15_000 },
  )
}

async function phoneAs(user: string, path: string): Promise<{ page: Page; errors: string[] }> {
  await setScenario({ user })
  ctx = await newPhone(browser)
  const page = await ctx.newPage()
  const errors = collectErrors(page)
  await signInViaOAuth(page, path)
  await settled(page)
  return { page, errors }
}

describe('invitee landing outcomes', () => {
  it('a link without an inviter shows the invalid-link view', async () => {
    const { page, errors } = await phoneAs('boundNotOpened', '/#/mgmInvited?inviterOpenId=null')
    await expect(page.getByText('邀请链接已失效').isVisible()).resolves.toBe(true)
    await page.getByRole('img', { name: '下载APP查看奖励' }).waitFor()
    expect(errors).toEqual([])
  })

  it('a new friend is saved: inviter shown, first purchase to do, inviter stored', async () => {
    const { page, errors } = await phoneAs('boundNotOpened', shareLink())
    await page.getByText('您的好友 杨* 邀请您').waitFor()
    await page.getByRole('button', { name: '去完成' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('inviterOpenId'))).toBe(INVITER)
    await page.getByRole('button', { name: '去学理财' }).click()
    await page.waitForFunction(() => location.hash.startsWith('#/studyMoneyManage'))
    expect(errors).toEqual([])
  })

  it('an account holder is invited to become a promoter', async () => {
    const { page } = await phoneAs('whitelisted', shareLink('/mgmInvitednew'))
    await page.getByText('您已是我们的老朋友，本次邀请仅限新朋友参与').waitFor()
    await page.getByRole('button', { name: '邀请好友' }).click()
    await page.waitForFunction(() => location.hash.startsWith('#/mgmfournew'))
  })

  it('an unbound friend is sent to bind with isMgm=17', async () => {
    const { page } = await phoneAs('unbound', shareLink())
    await page.getByRole('dialog').getByText('您还未绑定手机号，绑定后即可接受好友邀请').waitFor()
    await page.getByRole('button', { name: '去绑定' }).click()
    await page.waitForFunction(() => location.hash.startsWith('#/bindUserTip?isMgm=17'))
  })
})

describe('invite progress', () => {
  it('reminds a friend once per channel per day', async () => {
    const { page, errors } = await phoneAs('opened', '/#/mgmInviteprogress?pageFlag=new_mgm_inviter')
    await page.getByRole('button', { name: '提醒TA 139****0001' }).click()
    await page.getByText('微信提醒').click()
    await page.getByText('提醒成功').waitFor()
    const again = page.getByRole('button', { name: '已提醒 139****0001' })
    await again.waitFor()
    await again.click()
    await page.getByText('微信提醒').click()
    await page.getByText('今日已提醒过该好友').waitFor()
    await expect(
      page.getByText('温馨提示：好友完成任务后，最晚7个工作日内', { exact: false }).isVisible(),
    ).resolves.toBe(true)
    expect(errors).toEqual([])
  })
})

describe('prize record and detail', () => {
  it('opens a code+password prize and copies both', async () => {
    const { page, errors } = await phoneAs('opened', '/#/mgmPrizeRecorder?pageFlag=new_mgm_inviter')
    await ctx!.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: /10元京东E卡/ }).click()
    await page.waitForFunction(() => location.hash.startsWith('#/mgmfourQy'))
    await page.getByRole('button', { name: '一键复制卡号和卡密' }).click()
    await page.getByText('复制成功').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^卡号：\w+\n卡密：\d{6}$/)
    expect(errors).toEqual([])
  })
})
