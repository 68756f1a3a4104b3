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
  // Once every reward is taken, the copy says so (the server's copy still invites the claim).
  const allDone = buttons.length > 0 && buttons.every((button) => done.has(button))
  const copy = allDone
    ? done.has('redeem')
      ? QUIZ_TEXTS.redeemedCopy
      : QUIZ_TEXTS.claimedCopy
    : result.finished_answer_copy
  return (
    <section className={styles.resultCard} aria-label="答题结果">
      <div className={finished ? styles.badgeWin : styles.badgeTry} aria-hidden="true">
        {finished ? (
          <svg viewBox="0 0 48 48" width="46" height="46">
            <path
              d="M24 5l5.6 11.9 13 1.6-9.6 9 2.5 12.9L24 34l-11.5 6.4L15 27.5l-9.6-9 13-1.6z"
              fill="#fff"
            />
          </svg>
        ) : (
          // A target hit off-centre: keep aiming (再接再厉).
          <svg viewBox="0 0 48 48" width="48" height="48">
            <circle cx="23" cy="25" r="16" fill="#fff" />
            <circle cx="23" cy="25" r="11" fill="#ffd3a8" />
            <circle cx="23" cy="25" r="6.5" fill="#fff" />
            <circle cx="23" cy="25" r="3" fill="#e8452c" />
            <path d="M25.5 22.5L38 10" stroke="#b8321f" strokeWidth="2.6" strokeLinecap="round" />
            <path d="M35 7.5l5-1.5-1.5 5-3.5 1z" fill="#e8452c" />
            <path d="M38 13.5l4.5-1.5-1.5 4.5-3-.2z" fill="#ff8a3d" />
          </svg>
        )}
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
      {copy && <p className={styles.copy}>{copy}</p>}
      <div className={styles.resultActions}>
        {buttons.map((button) => (
          <Button
            key={button}
            block
            shape="rounded"
            color={done.has(button) ? 'default' : 'primary'}
            // A taken reward's button is done: greyed and disabled, not the call-to-action look.
            className={done.has(button) ? styles.done : styles.primary}
            data-state={done.has(button) ? 'done' : undefined}
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
