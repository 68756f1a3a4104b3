import { act, screen, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { Toast } from 'antd-mobile'
import { showModal } from '@/shared/ui'
import { loadToast, toast, TOAST_CARRIES_MS } from '@/shared/lib/toast'
import { renderWithHistory, setUserAgent, waitForPage } from '@tests/render'

async function renderAt(path: string, channel: 'wx' | 'app') {
  setUserAgent(channel)
  return (await renderWithHistory(path)).go
}

describe.each(['wx', 'app'] as const)('on a change of page (%s)', (channel) => {
  it('a dialog opened imperatively closes instead of staying over the next page', async () => {
    const go = await renderAt('/productMarket', channel)
    let answered: boolean | undefined
    act(() => {
      void showModal({ message: '请在浏览器中打开购买页面', cancelText: '取消' }).then(
        (ok) => (answered = ok),
      )
    })
    expect(await screen.findByText('请在浏览器中打开购买页面')).toBeInTheDocument()
    await go('/allProduct')
    await waitFor(() => expect(screen.queryByText('请在浏览器中打开购买页面')).toBeNull())
    expect(answered).toBeUndefined()
  })

  it('a toast of the page before goes, one shown as the page left stays (签到成功 must not cover the next page)', async () => {
    const go = await renderAt('/productMarket', channel)
    await loadToast()
    const clear = vi.spyOn(Toast, 'clear')
    vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }))
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1_000_000)
    toast('签到成功')
    now.mockReturnValue(1_000_000 + TOAST_CARRIES_MS + 1)
    await go('/allProduct')
    await waitFor(() => expect(clear).toHaveBeenCalledTimes(1))
    toast('添加成功')
    await go('/fourPage')
    await waitForPage()
    expect(clear).toHaveBeenCalledTimes(1)
  })

  it('a new page starts at the top; going back leaves the position to the page', async () => {
    const scrollTo = vi.mocked(window.scrollTo)
    const go = await renderAt('/fourPage', channel)
    scrollTo.mockClear()
    await go('/allProduct')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    scrollTo.mockClear()
    await go(-1)
    await waitForPage()
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0)
  })
})

// A page of its own per channel: once its code has arrived, a page is drawn at once anyway.
describe.each([
  ['wx', '/useragent', '环境信息'],
  ['app', '/routerError', '页面走丢了'],
] as const)('going to a page not seen before (%s)', (channel, path, title) => {
  it('keeps the page on screen until the next one arrives: no skeleton flashes in between', async () => {
    const go = await renderAt('/fourPage', channel)
    const skeletons: Node[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof HTMLElement &&
            (n.matches('[data-page-loading]') || n.querySelector('[data-page-loading]'))
          )
            skeletons.push(n)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await go(path)
    await waitForPage()
    observer.disconnect()
    expect(document.title).toBe(title)
    expect(skeletons).toEqual([])
  })
})
