import { Button } from 'antd-mobile'
import { useLocation, useNavigate } from 'react-router-dom'
import type { QuizResult } from '@/api/quiz'
import { usePageShareTracking } from '@/api/page-share-tracking'
import { href, PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { IllegalEntry } from '../components/illegal-entry'
import { QuestionCard } from '../components/question-card'
import { QuizHeader } from '../components/quiz-header'
import { quizQuery, type StoredResult } from '../rules'
import { QUIZ_TEXTS } from '../texts'
import { useQuiz } from '../use-quiz'
import { useQuizEntry } from '../use-quiz-entry'
import styles from '../components/quiz.module.css'

/** /answerQuestion and /cardquestion (marketing §2.10, §4.6). */
export default function QuizPage() {
  const entry = useQuizEntry()
  const navigate = useNavigate()
  const location = useLocation()
  const card = location.pathname === PATHS.cardquestion
  const onDone = (result: QuizResult, total: number) => {
    const stored: StoredResult = {
      params: entry.params,
      result,
      total,
      // The initial history entry has the key 'default': nothing of the app before the quiz.
      cameFromApp: location.key !== 'default',
    }
    session.setJson('quizResult', stored)
    navigate(href(card ? PATHS.cardquestionresult : PATHS.answerResult, quizQuery(entry.params)), {
      // Pushed, not replaced: §8's "back two pages" from the result lands before the quiz.
      state: stored,
    })
  }
  const quiz = useQuiz(entry.params, entry.userId, entry.decision === 'ok', onDone)
  // marketing §7.7: a forwarded visit under the quiz's flag (xywx_dttj, or xywx_tyjx from the study source).
  usePageShareTracking(entry.params.pageFlag, entry.decision === 'ok')

  if (entry.loading || entry.decision === 'bind') return <PageLoading />
  if (entry.error) return <PageError error={entry.error} onRetry={entry.reload} />
  if (entry.decision === 'illegal') return <IllegalEntry />
  if (quiz.loading) return <PageLoading />
  if (quiz.error) return <PageError error={quiz.error} onRetry={quiz.reload} />

  return (
    <main className={styles.page}>
      <QuizHeader
        nickname={entry.nickname}
        avatar={entry.avatar}
        current={quiz.question ? quiz.index + 1 : 0}
        total={quiz.questions.length}
      />
      <div className={styles.body}>
        {!quiz.question && <EmptyState message={QUIZ_TEXTS.noQuestions} />}
        {quiz.question && (
          <div key={quiz.index} className={quiz.index > 0 ? styles.fadeIn : undefined}>
            <QuestionCard
              question={quiz.question}
              number={quiz.index + 1}
              picks={quiz.picks}
              phase={quiz.phase}
              check={quiz.check}
              right={quiz.right}
              onToggle={quiz.toggle}
              onNext={quiz.next}
            />
          </div>
        )}
        {quiz.phase === 'saving' && (
          <p className={styles.saving} role="status">
            {QUIZ_TEXTS.saving}
          </p>
        )}
        {quiz.phase === 'saveFailed' && (
          <Button block shape="rounded" color="primary" className={styles.primary} onClick={quiz.retrySave}>
            {QUIZ_TEXTS.finish}
          </Button>
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
