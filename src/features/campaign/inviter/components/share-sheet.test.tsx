import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SHARE_TEXT } from '../share/texts'
import { ShareSheet } from './share-sheet'

describe('the share sheet', () => {
  it('marks 微信好友 with the WeChat mark and 生成海报 with a drawn icon, not with characters', () => {
    render(<ShareSheet visible onWechat={() => {}} onPoster={() => {}} onClose={() => {}} />)
    const sheet = screen.getByRole('dialog', { name: SHARE_TEXT.title })
    const wechat = within(sheet).getByRole('button', { name: SHARE_TEXT.wechat })
    expect(wechat).toHaveTextContent(new RegExp(`^${SHARE_TEXT.wechat}$`))
    expect(wechat.querySelector('svg[data-icon="wechat"]')).not.toBeNull()
    const poster = within(sheet).getByRole('button', { name: SHARE_TEXT.poster })
    expect(poster).toHaveTextContent(new RegExp(`^${SHARE_TEXT.poster}$`))
    expect(poster.querySelector('svg')).not.toBeNull()
  })
})
