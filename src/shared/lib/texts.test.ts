import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRIZES_GONE_TEXT } from './texts'

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : []
  })

describe('exchange code 1111: one text, in one place (marketing §4.5, §8)', () => {
  it('is the spec’s “you are late, benefits all redeemed”', () => {
    expect(PRIZES_GONE_TEXT).toBe('您来晚了，权益已被兑完')
  })

  it('is written nowhere else: the inviter, the draws and the talent station all show this one', () => {
    const elsewhere = sources('src').filter(
      (f) =>
        path.normalize(f) !== path.normalize('src/shared/lib/texts.ts') &&
        /已被兑完|奖品已兑完/.test(readFileSync(f, 'utf8')),
    )
    expect(elsewhere).toEqual([])
  })
})
