import { useId } from 'react'
import { useOpenBoxState } from '@/api/points-queries'
import { boxState, nextBoxText } from '../../rules'
import { Chest } from '../box/chest'
import boxStyles from '../box/box.module.css'
import pointsStyles from '../points.module.css'

/** The sign-in treasure boxes in one line: the next box to open, leading to /prizeActivityBox. */
export function BoxStrip({ userId, onOpen }: { userId: string; onOpen: () => void }) {
  const id = useId()
  const state = useOpenBoxState(userId, { call: { silent: true } })
  const boxes = state.data?.boxList ?? []
  const next = boxes.find((b) => b.status !== 2)
  return (
    <button
      type="button"
      className={`${pointsStyles.card} ${boxStyles.strip}`}
      onClick={onOpen}
      // Named by both lines it shows (WCAG 2.5.3: the visible text is in the name).
      aria-labelledby={`${id}-title ${id}-sub`}
    >
      <span className={boxStyles.stripChest}>
        <Chest state={next ? boxState(next) : 'opened'} opening={false} />
      </span>
      <span className={boxStyles.stripText}>
        <span className={boxStyles.stripTitle} id={`${id}-title`}>
          签到开宝箱
        </span>
        <span className={boxStyles.stripSub} style={{ display: 'block' }} id={`${id}-sub`}>
          {state.error && !state.data
            ? '宝箱信息暂不可用'
            : state.data
              ? nextBoxText(boxes, state.data.signDays)
              : '加载中…'}
        </span>
      </span>
      <span className={pointsStyles.muted} aria-hidden>
        ›
      </span>
    </button>
  )
}
