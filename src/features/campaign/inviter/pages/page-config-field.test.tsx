import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'

/**
 * /mgmfour with the page config the real backend sends (initPageInfo). Before the contract layer
 * a null rich text or a `[null]` module list broke the page, and an empty module list left it waiting.
 */

const ERROR_BOUNDARY_TEXT = '页面出了点小问题，请稍后重试'

/** The seeded config of the inviter home with some parts replaced. */
function serveConfig(patch: Record<string, unknown>) {
  const base = db.account.pageConfigs.new_mgm_inviter as unknown as Record<string, unknown>
  server.use(
    http.get(`*${endpoints.config.pageInfo}`, () =>
      HttpResponse.json({ code: '0000', data: { ...base, ...patch } }),
    ),
  )
}

beforeEach(() => local.set('mgmStoryShown', '1'))

describe('/mgmfour with field page configs', () => {
  it('a null rich text still shows the campaign with the coin box', async () => {
    serveConfig({ richText: { content: null } })
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByLabelText('我的奖学金')).toBeInTheDocument()
    expect(screen.queryByText('活动信息加载失败，请稍后重试')).toBeNull()
    expect(screen.queryByText(ERROR_BOUNDARY_TEXT)).toBeNull()
  })

  it('a module list with a null item uses the first real module', async () => {
    const base = db.account.pageConfigs.new_mgm_inviter as unknown as { moduleList: unknown[] }
    serveConfig({ moduleList: [null, ...base.moduleList], richText: null, pageStopList: {} })
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByLabelText('我的奖学金')).toBeInTheDocument()
    expect(screen.queryByText(ERROR_BOUNDARY_TEXT)).toBeNull()
  })

  it('an empty module list says the campaign could not load, with a retry, instead of waiting for ever', async () => {
    serveConfig({ moduleList: [] })
    await renderRoute('/mgmfour', { user: 'opened' })
    expect(await screen.findByText('活动信息加载失败，请稍后重试')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeInTheDocument()
    expect(screen.queryByLabelText('我的奖学金')).toBeNull()
  })
})
