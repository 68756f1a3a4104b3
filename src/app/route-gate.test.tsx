import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { resetAppLogin, startAppLogin } from '@/api/auth/app-login'
import { RISK_WARNING } from '@/shared/ui/risk-footer'
import { renderRoute, setUserAgent } from '../../tests/render'

afterEach(() => {
  resetAppLogin()
  window.history.replaceState(null, '', '/')
})

describe('route gate for a restricted app user (issue 11 item 9)', () => {
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
