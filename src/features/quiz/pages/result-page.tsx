import { Button } from 'antd-mobile'
import { useLocation, useNavigate } from 'react-router-dom'
import { QuizResult } from '@/api/quiz'
import { parse } from '@/api/schema'
import { href, PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { IllegalEntry } from '../components/illegal-entry'
import { QuizHeader } from '../components/quiz-header'
import { ResultCard } from '../components/result-card'
import { drawPathAfterClaim, quizQuery, resultButtons, resultToShow, type StoredResult } from '../rules'
import { QUIZ_TEXTS } from '../texts'
import { useClaims } from '../use-claims'
import { useQuizEntry } from '../use-quiz-entry'
import styles from '../components/quiz.module.css'

const isStored = (value: unknown): value is StoredResult =>
  !!value &&
  typeof value === 'object' &&
  !!(value as StoredResult).result &&
  typeof (value as StoredResult).result === 'object' &&
  !!(value as StoredResult).params

/** /answerResult and /cardquestionresult (marketing §2.10, §4.6): the result of the last quiz. */
export default function ResultPage() {
  const entry = useQuizEntry()
  const navigate = useNavigate()
  const location = useLocation()
  const fromState: unknown = location.state
  const fromSession = session.getJson<StoredResult>('quizResult')
  // The history entry's result with what the session says was claimed of it (back/forward, reload).
  const found = resultToShow(
    isStored(fromState) ? fromState : null,
    isStored(fromSession) ? fromSession : null,
  )
  // The session may hold a result saved by an older version of the page: read it like a response.
  const stored = found && { ...found, result: parse(QuizResult, found.result) }
  // A result of another quiz (other source) is not this page's.
  const mine = stored && stored.params.source === entry.params.source ? stored : null
  const claims = useClaims(mine, entry.userId)
  const card = location.pathname === PATHS.cardquestionresult
  const drawPath = mine ? drawPathAfterClaim(mine.params.source) : null

  if (entry.loading || entry.decision === 'bind') return <PageLoading />
  if (entry.error) return <PageError error={entry.error} onRetry={entry.reload} />
  if (entry.decision === 'illegal') return <IllegalEntry />

  const retry = () => {
    session.remove('quizResult')
    navigate(href(card ? PATHS.cardquestion : PATHS.answerQuestion, quizQuery(entry.params)), {
      replace: true,
    })
  }

  return (
    <main className={styles.page}>
      <QuizHeader nickname={entry.nickname} avatar={entry.avatar} current={0} total={0} />
      <div className={styles.body}>
        {mine ? (
          <ResultCard
            result={mine.result}
            total={mine.total}
            buttons={resultButtons(mine.result, mine.params.source)}
            busy={claims.busy}
            done={claims.done}
            onClaim={claims.claim}
            onRetry={retry}
            onDraw={drawPath ? () => navigate(drawPath) : undefined}
          />
        ) : (
          <section className={styles.card}>
            <EmptyState message={QUIZ_TEXTS.resultMissing} />
            <Button block shape="rounded" color="primary" className={styles.primary} onClick={retry}>
              {QUIZ_TEXTS.retry}
            </Button>
          </section>
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
