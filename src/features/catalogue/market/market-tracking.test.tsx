import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventStat } from '@/api/config'
import { db } from '@mocks/db'
import { renderRoute } from '@tests/render'

/** The §9 events sent, recorded where they are sent (addEventStat; src/api/tracking.test.ts checks the call). */
const { stats } = vi.hoisted(() => ({ stats: [] as string[] }))
vi.mock('@/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/config')>()),
  addEventStat: (e: EventStat) => {
    stats.push(`${e.pro_name}/${e.buttom_name}`)
    return Promise.resolve()
  },
}))
beforeEach(() => void stats.splice(0))

describe('§9 product-list events on the product market list (marketing §9, catalogue §2.2)', () => {
  it('sends the view once when the products show, and a click for a tapped product', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarket?type=2')
    const first = db.catalogue.products.find(
      (p) => p.productType === 2 && p.prodSaleCustom === '0' && p.raiseType !== '1',
    )!
    await user.click(await screen.findByText(first.prodNameShort))
    await waitFor(() => expect(location().pathname).toBe('/productMarketDetail'))
    expect(stats).toEqual(['产品列表/产品列表浏览', '产品列表/产品列表点击'])
  })

  it('the tabless variant sends them too, the view once whatever the tabs do', async () => {
    const user = userEvent.setup()
    await renderRoute('/productMarketWeb')
    await waitFor(() => expect(stats).toEqual(['产品列表/产品列表浏览']))
    await user.click(screen.getAllByRole('tab')[1]!)
    await waitFor(() => expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true'))
    expect(stats).toEqual(['产品列表/产品列表浏览'])
  })
})
