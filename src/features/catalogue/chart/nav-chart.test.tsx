import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NavChart } from './nav-chart'
import { quietCanvas } from './test-utils'

quietCanvas()

const points = [
  { date: '20261116', value: 1.0 },
  { date: '20261117', value: 1.2 },
  { date: '20261118', value: 0.9 },
  { date: '20261119', value: null },
  { date: '20261120', value: 1.1 },
]

describe('NavChart', () => {
  it('shows range return and drawdown, a screen-reader summary and a data table on 查看数据', async () => {
    render(<NavChart points={points} seriesLabel="单位净值" />)
    expect(screen.getByText('区间涨跌幅').nextSibling).toHaveTextContent('+10.00%')
    expect(screen.getByText('最大回撤').nextSibling).toHaveTextContent('25.00%')
    expect(
      screen.getByText(
        /单位净值走势，2026-11-16至2026-11-20；期初1.0000，期末1.1000；最高1.2000（2026-11-17），最低0.9000/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    const toggle = screen.getByRole('button', { name: '查看数据' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    const table = screen.getByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(6)
    expect(rows[1]).toHaveTextContent('2026-11-201.1000')
    expect(rows[2]).toHaveTextContent('2026-11-19--')
    await userEvent.click(screen.getByRole('button', { name: '收起数据' }))
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('yield charts show high and low instead of return and drawdown', () => {
    render(
      <NavChart
        points={points}
        seriesLabel="七日年化收益率"
        showMetrics={false}
        valueFormatter={(v) => `${v.toFixed(4)}%`}
      />,
    )
    expect(screen.queryByText('最大回撤')).toBeNull()
    expect(screen.getByText('区间最高').nextSibling).toHaveTextContent('1.2000%')
  })

  it('shows the empty text when there are no values', () => {
    render(<NavChart points={[{ date: '20261120', value: null }]} seriesLabel="单位净值" />)
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据')
    expect(screen.queryByRole('button', { name: '查看数据' })).toBeNull()
  })
})
