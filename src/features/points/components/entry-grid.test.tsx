import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ENTRIES, EntryGrid } from './entry-grid'

describe('the points services', () => {
  it('each service shows a drawn icon and its name, never a single character standing in for an icon', () => {
    render(<EntryGrid onOpen={() => {}} />)
    const nav = screen.getByRole('navigation', { name: '积分服务' })
    const buttons = within(nav).getAllByRole('button')
    expect(buttons).toHaveLength(ENTRIES.length)
    buttons.forEach((button, i) => {
      expect(button).toHaveAccessibleName(ENTRIES[i]!.label)
      expect(button).toHaveTextContent(new RegExp(`^${ENTRIES[i]!.label}$`))
      expect(button.querySelector('[aria-hidden] svg')).not.toBeNull()
    })
  })
})
