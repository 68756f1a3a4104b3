import { useEffect, useRef, useState } from 'react'
import type { TreasureBox, TreasureBoxResult } from '@/api/points'
import { useOpenTreasureBox } from '@/api/points-queries'
import { toast } from '@/shared/lib/toast'
import { BOX_ANIMATION_MS, boxState } from './rules'

export interface OpenedBox extends TreasureBoxResult {
  boxName: string
  /** True when this tap opened it; false when an opened box shows its earlier result. */
  fresh: boolean
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Opening a treasure box (marketing §7.4, useOpenTreasureBox): a box ready to open opens while it animates
 * for BOX_ANIMATION_MS, and what it changed is read again; a box already opened shows its result again; a
 * locked one says how to open it. One box at a time.
 */
export function useOpenBox(userId: string) {
  const action = useOpenTreasureBox(userId)
  const [opening, setOpening] = useState<string | null>(null)
  const [result, setResult] = useState<OpenedBox | null>(null)
  // The page may be left while the box animates: nothing is drawn after that.
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const open = async (box: TreasureBox) => {
    if (action.busy) return
    const state = boxState(box)
    if (state === 'locked') {
      toast(`累计签到${box.needDays}天即可开启${box.boxName || '宝箱'}`)
      return
    }
    const opened = state === 'opened'
    // The first tap names the animating box; a tap while it is in flight is skipped.
    if (!opened) setOpening((o) => o ?? box.boxId)
    // A failure's message (already opened, not yet reached …) was toasted, or the answer was lost: the
    // state has been read again before the box can be tapped again (docs/money-actions.md).
    const outcome = await action.run({
      boxId: box.boxId,
      opened,
      alongside: opened ? undefined : pause(BOX_ANIMATION_MS),
    })
    if (outcome.status === 'skipped' || !live.current) return
    setOpening(null)
    if (outcome.status !== 'done') return
    const { result: answer, fresh } = outcome.data
    if (answer) setResult({ ...answer, boxName: box.boxName, fresh })
    else toast(fresh ? '宝箱已开启' : '暂无开箱结果')
  }

  return { opening, result, open, close: () => setResult(null) }
}
