import { render, screen } from '@testing-library/react'
import { RiskFooter } from './risk-footer'

describe('RiskFooter', () => {
  it('states the risk wording and links the hotline by phone', () => {
    render(<RiskFooter />)
    expect(screen.getByText('理财非存款，产品有风险，投资须谨慎')).toBeInTheDocument()
    const hotline = screen.getByRole('link', { name: '客服热线：950950' })
    expect(hotline).toHaveAttribute('href', 'tel:950950')
    expect(hotline).not.toHaveAttribute('target')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })
})
