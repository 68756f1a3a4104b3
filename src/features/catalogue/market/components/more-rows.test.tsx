import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableInfiniteScroll } from '../test/helpers'
import { T } from '../texts'
import MoreRows from './more-rows'

/**
 * The market list's foot (catalogue §2.2) looks where it is only once the browser has drawn it: antd-mobile's
 * InfiniteScroll reads its position as it mounts, which inside the commit that drew it lays the page out in
 * React's task (docs/decisions/035-no-layout-read-in-a-commit.md).
 */
describe('the market list foot', () => {
  let restore = () => {}
  afterEach(() => {
    restore()
    vi.restoreAllMocks()
  })

  it('asks for the next page once it is drawn, saying meanwhile that more are coming', async () => {
    restore = enableInfiniteScroll()
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const loadMore = vi.fn(() => Promise.resolve())
    render(
      <MoreRows loadMore={loadMore} hasMore>
        {(more) => (more ? T.loading : null)}
      </MoreRows>,
    )
    expect(screen.getByText(T.loading)).toBeInTheDocument()
    expect(read).not.toHaveBeenCalled()
    expect(loadMore).not.toHaveBeenCalled()
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(1))
    expect(read).toHaveBeenCalled()
  })
})
