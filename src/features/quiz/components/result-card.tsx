import { Button } from 'antd-mobile'
import type { QuizResult } from '@/api/quiz'
import { resultHeadline, type ResultButton } from '../rules'
import { QUIZ_TEXTS } from '../texts'
import styles from './quiz.module.css'

const LABEL: Record<ResultButton, string> = {
  drawChance: QUIZ_TEXTS.claimDrawChance,
  points: QUIZ_TEXTS.claimPoints,
  redeem: QUIZ_TEXTS.redeemNow,
}

export interface ResultCardProps {
  result: QuizResult
  total: number
  buttons: ResultButton[]
  busy: ResultButton | null
  done: ReadonlySet<ResultButton>
  onClaim: (button: ResultButton) => void
  onRetry: () => void
  /** After the draw chance is claimed: open the pool's draw (absent when the source has none). */
  onDraw?: () => void
}

/** The result screen (marketing §2.10, §3, §4.6): headline by finished_type, copy, claims, retry. */
export function ResultCard({
  result,
  total,
  buttons,
  busy,
  done,
  onClaim,
  onRetry,
  onDraw,
}: ResultCardProps) {
  const headline = resultHeadline(result)
  const finished = result.is_finished === '1'
  return (
    <section className={styles.resultCard} aria-label="答题结果">
      <div className={finished ? styles.badgeWin : styles.badgeTry} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="46" height="46">
          {finished ? (
            <path
              d="M24 5l5.6 11.9 13 1.6-9.6 9 2.5 12.9L24 34l-11.5 6.4L15 27.5l-9.6-9 13-1.6z"
              fill="#fff"
            />
          ) : (
            <path
              d="M10 12h12a4 4 0 0 1 2 .6A4 4 0 0 1 26 12h12v24H26a4 4 0 0 0-2 .6 4 4 0 0 0-2-.6H10z"
              fill="#fff"
            />
          )}
        </svg>
      </div>
      <h1 className={styles.resultTitle}>{finished ? '挑战成功' : '再接再厉'}</h1>
      {headline.kind !== 'none' && (
        <div className={styles.headline}>
          <span className={styles.headlineLabel}>
            {headline.kind === 'count' ? QUIZ_TEXTS.countLabel : QUIZ_TEXTS.scoreLabel}
          </span>
          <span className={styles.headlineValue} data-testid="quiz-headline">
            {headline.value}
            <small>{headline.kind === 'count' ? (total > 0 ? ` / ${total} 题` : ' 题') : ' 分'}</small>
          </span>
        </div>
      )}
      {result.finished_answer_copy && <p className={styles.copy}>{result.finished_answer_copy}</p>}
      <div className={styles.resultActions}>
        {buttons.map((button) => (
          <Button
            key={button}
            block
            shape="rounded"
            color="primary"
            className={styles.primary}
            loading={busy === button}
            disabled={done.has(button) || (busy !== null && busy !== button)}
            onClick={() => onClaim(button)}
          >
            {done.has(button)
              ? button === 'redeem'
                ? QUIZ_TEXTS.redeemed
                : QUIZ_TEXTS.claimed
              : LABEL[button]}
          </Button>
        ))}
        {onDraw && done.has('drawChance') ? (
          <Button block shape="rounded" color="primary" className={styles.primary} onClick={onDraw}>
            {QUIZ_TEXTS.goDraw}
          </Button>
        ) : null}
        <Button block shape="rounded" className={styles.secondary} onClick={onRetry}>
          {QUIZ_TEXTS.retry}
        </Button>
      </div>
    </section>
  )
}
