import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { resetAppLogin, startAppLogin } from '@/api/auth/app-login'
import { PATHS } from '@/shared/lib/paths'
import { RISK_WARNING } from '@/shared/ui/risk-footer'
import { useEffect } from 'react'
import { renderRoute, setUserAgent, signIn } from '@tests/render'
import { RouteGate } from './route-gate'
import type { RouteDef } from './route-table'

afterEach(() => {
  resetAppLogin()
  window.history.replaceState(null, '', '/')
})

describe('route gate for a restricted app user', () => {
  it('shows limitContent with the hotline and the risk footer, not a network error page', async () => {
    server.use(
      http.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC1', appClientToken: 't', isLimit: 1, limitContent: '您的账户存在交易限制' },
        }),
      ),
    )
    setUserAgent('app')
    window.history.replaceState(null, '', '/?ticket=T1#/pointsHome')
    await startAppLogin()
    await renderRoute('/pointsHome', { channel: 'app', signedIn: false })
    expect(await screen.findByText('您的账户存在交易限制')).toBeInTheDocument()
    expect(screen.getByText(/如有疑问请致电客服热线/)).toBeInTheDocument()
    expect(screen.getByText(RISK_WARNING)).toBeInTheDocument()
    expect(screen.queryByText('请检查网络后重试')).toBeNull()
  })
})

describe('route gate drawing a login page (one render, no skeleton first)', () => {
  const route: RouteDef = {
    path: PATHS.mgmfour,
    title: '探针',
    channels: 'wechat',
    login: true,
    page: () => Promise.resolve({ default: () => null }),
  }

  async function firstDraw(signedIn: boolean) {
    setUserAgent('wx')
    if (signedIn) signIn()
    const skeletons: number[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.querySelector('[data-page-loading]')) skeletons.push(1)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    let mounts = 0
    function Probe() {
      useEffect(() => {
        mounts++
      }, [])
      return <p>页面内容</p>
    }
    render(
      <MemoryRouter initialEntries={[PATHS.mgmfour]}>
        <RouteGate route={route}>
          <Probe />
        </RouteGate>
      </MemoryRouter>,
    )
    await Promise.resolve()
    observer.disconnect()
    return { skeletons: skeletons.length, mounts }
  }

  it('a signed-in WeChat visitor gets the page in the first render', async () => {
    const drawn = await firstDraw(true)
    expect(screen.getByText('页面内容')).toBeInTheDocument()
    expect(drawn).toEqual({ skeletons: 0, mounts: 1 })
  })
})
