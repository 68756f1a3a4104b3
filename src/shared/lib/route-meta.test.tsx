import { render } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { act } from 'react'
import { RouteMetaContext, useDocumentTitle } from './route-meta'

/** What the route gate does: the table's title for the route, the page rendered inside its context. */
function Gate({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return <RouteMetaContext.Provider value={{ path: '/x', title }}>{children}</RouteMetaContext.Provider>
}

function Page({ title }: { title?: string }) {
  useDocumentTitle(title)
  return <p>page</p>
}

beforeEach(() => {
  document.title = ''
})

describe('useDocumentTitle (account-and-shared §2: the title from route metadata, or the page’s own)', () => {
  it('the route title when the page asks for none', () => {
    render(
      <Gate title="隐私政策">
        <Page />
      </Gate>,
    )
    expect(document.title).toBe('隐私政策')
  })

  it('a page mounted together with its route (a revisit: the page is cached) keeps its own title', () => {
    // Effects run child first, parent last: without the page claim rule the route title would win.
    render(
      <Gate title="隐私政策">
        <Page title="个人信息保护政策" />
      </Gate>,
    )
    expect(document.title).toBe('个人信息保护政策')
  })

  it('a page that mounts later (first visit, lazy page) also wins', () => {
    function Later() {
      const [shown, setShown] = useState(false)
      return (
        <Gate title="隐私政策">
          {shown ? <Page title="用户协议" /> : <button onClick={() => setShown(true)}>show</button>}
        </Gate>
      )
    }
    const { getByRole } = render(<Later />)
    expect(document.title).toBe('隐私政策')
    act(() => getByRole('button').click())
    expect(document.title).toBe('用户协议')
  })

  it('a page switching titles shows the newest; when it unmounts the route title is back', () => {
    const { rerender } = render(
      <Gate title="跳转">
        <Page title="登录" />
      </Gate>,
    )
    rerender(
      <Gate title="跳转">
        <Page title="手机号登录" />
      </Gate>,
    )
    expect(document.title).toBe('手机号登录')
    rerender(<Gate title="跳转" />)
    expect(document.title).toBe('跳转')
  })

  it('a route re-rendered with a new title does not overwrite the mounted page’s title', () => {
    const { rerender } = render(
      <Gate title="A">
        <Page title="文档标题" />
      </Gate>,
    )
    rerender(
      <Gate title="B">
        <Page title="文档标题" />
      </Gate>,
    )
    expect(document.title).toBe('文档标题')
  })

  it('outside a route the newest claim wins', () => {
    const { unmount } = render(
      <>
        <Page title="一" />
        <Page title="二" />
      </>,
    )
    expect(document.title).toBe('二')
    unmount()
    expect(document.title).toBe('二') // nothing claims it any more: left as it was
  })
})
