import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { server } from '@mocks/node'
import { renderRoute } from '@tests/render'

const ACTIVITY = '/product/activity?pageId=xywx_autumn'
const pageInfo = (body: object) =>
  server.use(http.get(`*${endpoints.config.pageInfo}`, () => HttpResponse.json(body)))

describe('a closed activity (marketing §2.13) is a page like the others: it carries the risk footer', () => {
  it.each([
    ['rich text', { stopType: '1', stopContent: '<p>本活动已结束，感谢参与</p>' }],
    ['a picture', { stopType: '2', stopContent: '/stop.png', stopJumpUrl: '#/pointsHome' }],
  ])('stopped with %s', async (_, stop) => {
    pageInfo({ code: '0000', data: { pageStopList: [stop] } })
    await renderRoute(ACTIVITY)
    const page = screen.getByRole('main')
    expect(within(page).getByRole('contentinfo')).toHaveTextContent('理财非存款，产品有风险，投资须谨慎')
    expect(within(page).getByRole('contentinfo')).toHaveTextContent('950950')
  })
})

describe('a page that did not load says "network" only when the network failed (marketing §8)', () => {
  it.each([
    ['5555', { code: '5555', msg: '登录信息已失效，请重新进入' }, '登录信息已失效，请重新进入'],
    ['4444', { code: '4444', msg: '活动太火爆了，请稍后再试' }, '活动太火爆了，请稍后再试'],
    ['a code without a message', { code: '9999' }, '服务繁忙，请稍后重试'],
  ])('%s: the server’s message under a neutral picture', async (_, body, text) => {
    pageInfo(body)
    await renderRoute(ACTIVITY)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('活动信息加载失败，请稍后重试')
    expect(alert).toHaveTextContent(text)
    expect(alert).not.toHaveTextContent('请检查网络后重试')
    expect(alert.querySelector('[data-icon="notice"]')).not.toBeNull()
  })

  it('no answer: check the network, with the disconnected picture', async () => {
    server.use(http.get(`*${endpoints.config.pageInfo}`, () => HttpResponse.error()))
    await renderRoute(ACTIVITY)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('请检查网络后重试')
    expect(alert.querySelector('[data-icon="disconnected"]')).not.toBeNull()
  })
})
