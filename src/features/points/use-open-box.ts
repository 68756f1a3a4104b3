import { useEffect, useRef, useState } from 'react'
import { getTreasureBoxResult, openTreasureBox, type TreasureBox, type TreasureBoxResult } from '@/api/points'
import { toast } from '@/shared/lib/toast'
import { BOX_ANIMATION_MS, boxState } from './rules'

export interface OpenedBox extends TreasureBoxResult {
  boxName: string
  /** True when this tap opened it; false when an opened box shows its earlier result. */
  fresh: boolean
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Opening a treasure box (marketing §7.4): alterOpenBoxState opens it while the box animates for
 * BOX_ANIMATION_MS; the result comes with the answer or from getUserOpenTreasureBoxResult. A box already
 * opened shows its result again; a locked one says how to open it. One box at a time.
 */
export function useOpenBox(userId: string, onOpened: () => void | Promise<void>) {
  const [opening, setOpening] = useState<string | null>(null)
  const [result, setResult] = useState<OpenedBox | null>(null)
  const lock = useRef(false)
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const open = async (box: TreasureBox) => {
    if (lock.current) return
    const state = boxState(box)
    if (state === 'locked') {
      toast(`累计签到${box.needDays}天即可开启${box.boxName || '宝箱'}`)
      return
    }
    lock.current = true
    const params = { user_id: userId, box_id: box.boxId }
    try {
      if (state === 'opened') {
        const earlier = await getTreasureBoxResult(params)
        if (earlier && live.current) setResult({ ...earlier, boxName: box.boxName, fresh: false })
        else if (!earlier) toast('暂无开箱结果')
        return
      }
      setOpening(box.boxId)
      const [opened] = await Promise.all([
        openTreasureBox(params).then((r) => r ?? getTreasureBoxResult(params, { silent: true })),
        pause(BOX_ANIMATION_MS),
      ])
      if (!live.current) return
      setResult(opened ? { ...opened, boxName: box.boxName, fresh: true } : null)
      if (!opened) toast('宝箱已开启')
      void onOpened()
    } catch {
      // The server's message (already opened, not yet reached …) was toasted, or the answer was lost:
      // show the current state before the box can be tapped again (docs/money-actions.md).
      if (live.current) await onOpened()
    } finally {
      lock.current = false
      if (live.current) setOpening(null)
    }
  }

  return { opening, result, open, close: () => setResult(null) }
}
