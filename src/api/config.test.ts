import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import {
  addEventStat,
  findConfigByType,
  getBannerList,
  getPageConfig,
  getRichText,
  getWrongfulLogin,
  saveEmployeeForward,
} from './config'
import { loadingCounter } from '@/shared/lib/loading'
import { onRequest } from '@tests/record-requests'

describe('config api', () => {
  it('posts type and category 0 by default and accepts code 200', async () => {
    let body: unknown
    let channel: string | null = null
    server.use(
      mswHttp.post(`*${endpoints.config.findByType}`, async ({ request }) => {
        body = await request.json()
        channel = request.headers.get('channel')
        return HttpResponse.json({
          code: 200,
          data: [{ pic: 'p', title: 't', jumpTarget: '', describtion: 'd', version: '1' }],
        })
      }),
    )
    await expect(findConfigByType('xywx_logo')).resolves.toHaveLength(1)
    expect(body).toEqual({ type: 'xywx_logo', category: '0' })
    expect(channel).toBe('h5_trade_service')
  })

  it('serves a picture for every named config type', async () => {
    const types = ['xywx_logo', 'loginAgreeMent', 'share-info', 'mgmsc_qwc', 'h5_starSelection'] as const
    for (const type of types) {
      const list = await findConfigByType(type, '1')
      expect(list.length, type).toBeGreaterThan(0)
      expect(list[0].pic).toMatch(/^data:image\/svg\+xml/)
    }
  })

  it('asks for banners with type, category 0 and the view channel', async () => {
    let params: Record<string, string> = {}
    server.use(
      mswHttp.get(`*${endpoints.config.bannerList}`, ({ request }) => {
        params = Object.fromEntries(new URL(request.url).searchParams)
        return HttpResponse.json({ code: '0000', data: null })
      }),
    )
    await expect(getBannerList('mgm', 'app')).resolves.toEqual([])
    expect(params).toEqual({ type: 'mgm', category: '0', viewChannel: 'app' })
  })

  it('answers banners per channel from the mock', async () => {
    const wx = await getBannerList('pointsMall', 'wx')
    const app = await getBannerList('pointsMall', 'app')
    expect(wx.length).toBeGreaterThan(1)
    expect(app).toHaveLength(1)
    expect(wx.some((b) => b.jumpTarget === '')).toBe(true)
  })

  it('fetches rich text by flag, with a readable fallback for unknown flags that never shows the flag', async () => {
    await expect(getRichText('mgmfour_rule')).resolves.toMatchObject({
      content: expect.stringContaining('活动规则'),
    })
    const fallback = await getRichText('no_such_flag')
    expect(fallback.content).toMatch(/[\u4e00-\u9fa5]/)
    expect(fallback.content).not.toContain('no_such_flag')
  })

  it('sends page_flag and fills a partial page config', async () => {
    let flag: string | null = null
    server.use(
      mswHttp.get(`*${endpoints.config.pageInfo}`, ({ request }) => {
        flag = new URL(request.url).searchParams.get('page_flag')
        return HttpResponse.json({ code: '0000', data: { moduleList: [{ id: 42 }] } })
      }),
    )
    const config = await getPageConfig('new_mgm_inviterSc')
    expect(flag).toBe('new_mgm_inviterSc')
    expect(config.moduleList[0].id).toBe('42')
    expect(config.pageStopList).toEqual([])
    expect(config.moduleFlagList).toEqual({ mgm_pt: [], mgm_ty: [] })
  })

  it('marks closed_demo as stopped and keeps running pages open', async () => {
    expect((await getPageConfig('closed_demo')).pageStopList.length).toBeGreaterThan(0)
    const running = await getPageConfig('new_mgm_invitedSc')
    expect(running.pageStopList).toEqual([])
    expect(running.moduleList[0].id).toBeTruthy()
    expect((await getPageConfig('anything_else')).activityRule.ruleType).toBe('2')
  })

  it('normalises a null page config', async () => {
    server.use(
      mswHttp.get(`*${endpoints.config.pageInfo}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    await expect(getPageConfig('new_mgm_inviter')).resolves.toEqual({
      activityRule: { rule: '', ruleType: '' },
      richText: { content: '' },
      moduleFlagList: { mgm_pt: [], mgm_ty: [] },
      moduleList: [],
      pageStopList: [],
    })
  })

  it('asks for the wrongful-login notice with pageFlag and appUserId', async () => {
    const notice = await getWrongfulLogin({ pageFlag: 'xywx_zzlqHome', appUserId: 'AC100005' })
    expect(notice.wrongful_login).toContain('950950')
  })

  it('tracks events silently and the mock records them', async () => {
    let during = -1
    onRequest(() => {
      during = loadingCounter.value()
    })
    await addEventStat({ pro_id: 'wx_home', pro_name: '微信首页', buttom_name: '浏览' })
    expect(during).toBe(0)
    expect(db.account.eventStats).toEqual([{ pro_id: 'wx_home', pro_name: '微信首页', buttom_name: '浏览' }])
  })

  it('posts the share record and the mock records it', async () => {
    const record = {
      forwardChannel: 'wx',
      forwardType: '1',
      forwardUserId: 'o5',
      userIdType: '2',
      pageUrl: 'https://h5.example/#/mgmfournew',
      invitedUserId: '',
      pageTitle: '邀请好友',
      actType: 'new_mgm_inviterSc',
    } as const
    await saveEmployeeForward(record)
    expect(db.account.shareForwards).toEqual([record])
  })
})
