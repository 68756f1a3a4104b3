import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { ruleFlagFor } from '../rules'

/** The rule routes of marketing §2.15 show their activity's rule text. */

describe('ruleFlagFor', () => {
  it.each([
    ['/studyRule', 'xywx_tyjx', 'studyRule'],
    ['/memberAssetsRule', 'memberAssets', 'memberAssets_rule'],
    ['/transferspecialactivityRule', 'transferspecialactivity', 'transferspecialactivity_rule'],
    ['/liveInterActionRule', 'liveInterAction', 'liveInterAction_rule'],
    ['/jxlearningRule', 'jxlearning', 'jxlearning_rule'],
    ['/somethingRule', 'something', 'something_rule'],
    ['/somethingRule', undefined, ''],
  ])('%s (page flag %s) → %s', (path, flag, rule) => expect(ruleFlagFor(path, flag)).toBe(rule))
})

describe('rule pages', () => {
  it('/studyRule shows the study rule, not the activity home', async () => {
    await renderRoute('/studyRule')
    const rule = screen.getByRole('region', { name: '活动规则' })
    expect(rule).toHaveTextContent('学理财规则')
    expect(rule).toHaveTextContent('完成每日学习任务可获得抽奖机会')
    expect(screen.queryByText('活动介绍')).toBeNull()
  })

  it('/memberAssetsRule shows the member-level rule', async () => {
    await renderRoute('/memberAssetsRule')
    expect(screen.getByRole('region', { name: '活动规则' })).toHaveTextContent('会员等级说明')
  })

  it.each(['/transferspecialactivityRule', '/liveInterActionRule', '/jxlearningRule'])(
    '%s asks for its own rule text',
    async (path) => {
      const flags: string[] = []
      server.use(
        http.get(`*${endpoints.config.richText}`, ({ request }) => {
          flags.push(new URL(request.url).searchParams.get('richFlag') ?? '')
          return HttpResponse.json({ code: '0000', data: { content: '<p>规则正文</p>' } })
        }),
      )
      await renderRoute(path)
      expect(screen.getByRole('region', { name: '活动规则' })).toHaveTextContent('规则正文')
      expect(flags).toEqual([ruleFlagFor(path, path.slice(1, -4))])
    },
  )

  it('a rule text that only names its key says it is coming, never the key', async () => {
    server.use(
      http.get(`*${endpoints.config.richText}`, () =>
        HttpResponse.json({ code: '0000', data: { content: '<p>jxlearning_rule</p>' } }),
      ),
    )
    await renderRoute('/jxlearningRule')
    expect(screen.getByText('活动规则即将公布，敬请期待')).toBeInTheDocument()
    expect(screen.queryByText(/jxlearning_rule/)).toBeNull()
  })

  it('an empty rule says it is coming; a failure offers a retry', async () => {
    server.use(
      http.get(`*${endpoints.config.richText}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    const view = await renderRoute('/jxlearningRule')
    expect(screen.getByText('活动规则即将公布，敬请期待')).toBeInTheDocument()
    view.unmount()
    server.use(
      http.get(`*${endpoints.config.richText}`, () => HttpResponse.json({ code: '9999', msg: '系统繁忙' })),
    )
    await renderRoute('/jxlearningRule')
    expect(await screen.findByText('活动规则加载失败，请稍后重试')).toBeInTheDocument()
  })
})
