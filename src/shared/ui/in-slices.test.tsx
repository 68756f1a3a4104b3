import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { InSlices } from './in-slices'

describe('InSlices', () => {
  it('renders its children only after the commit that shows the part above them', () => {
    const log: string[] = []
    function Below() {
      log.push('below rendered')
      return <p>下方内容</p>
    }
    function Page({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        log.push('top committed')
      }, [])
      return (
        <main>
          <h1>顶部</h1>
          {children}
        </main>
      )
    }
    render(
      <Page>
        <InSlices>
          <Below />
        </InSlices>
      </Page>,
    )
    expect(screen.getByText('下方内容')).toBeInTheDocument()
    expect(log).toEqual(['top committed', 'below rendered'])
    expect(document.querySelector('[data-drawing]')).toBeNull()
  })

  it('keeps the part above on the screen while its children wait, without a fallback', () => {
    // A child that suspends in the urgent render would put the boundary's fallback in place of the whole
    // page; in a transition React keeps what it shows.
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}))
    render(
      <Suspense fallback={<p>整页加载中</p>}>
        <h1>顶部</h1>
        <InSlices>
          <Never />
        </InSlices>
      </Suspense>,
    )
    expect(screen.getByText('顶部')).toBeInTheDocument()
    expect(screen.queryByText('整页加载中')).not.toBeInTheDocument()
    // What waits for the page to be drawn sees that a part is still on its way.
    expect(document.querySelector('[data-drawing]')).not.toBeNull()
  })

  it('shows an update of its children', () => {
    const { rerender } = render(
      <InSlices>
        <p>第一版</p>
      </InSlices>,
    )
    expect(screen.getByText('第一版')).toBeInTheDocument()
    rerender(
      <InSlices>
        <p>第二版</p>
      </InSlices>,
    )
    expect(screen.getByText('第二版')).toBeInTheDocument()
    expect(screen.queryByText('第一版')).not.toBeInTheDocument()
  })
})
