import { Button } from 'antd-mobile'
import type { AnswerCheck, QuizQuestion } from '@/api/quiz'
import { RichText } from '@/shared/ui'
import { optionMark, showNextButton } from '../rules'
import { QUIZ_TEXTS } from '../texts'
import type { Phase } from '../use-quiz'
import styles from './quiz.module.css'

export interface QuestionCardProps {
  question: QuizQuestion
  number: number
  picks: string[]
  phase: Phase
  check: AnswerCheck | null
  right: boolean
  onToggle: (optionNo: string) => void
  onNext: () => void
}

const LETTERS = 'ABCDEFGHIJ'

/** One question (marketing §4.6): options, marks after the check, then the knowledge text. */
export function QuestionCard({
  question,
  number,
  picks,
  phase,
  check,
  right,
  onToggle,
  onNext,
}: QuestionCardProps) {
  const multiple = question.questionType === 2
  const marked = phase === 'marked' && !!check
  return (
    <section className={styles.card} aria-labelledby={`q-${question.id}`}>
      <div className={styles.cardTop}>
        <span className={multiple ? styles.tagMultiple : styles.tagSingle}>
          {multiple ? QUIZ_TEXTS.multiple : QUIZ_TEXTS.single}
        </span>
        <span className={styles.qNo}>Q{number}</span>
      </div>
      <h2 id={`q-${question.id}`} className={styles.qName}>
        {question.name || '--'}
      </h2>
      <div className={styles.options} role="group" aria-label="选项">
        {question.options.map((option, i) => {
          const picked = picks.includes(option.optionNo)
          const mark = marked ? optionMark(option.optionNo, picks, check.answer_correct) : 'none'
          const cls = [
            styles.option,
            picked ? styles.optionPicked : '',
            mark === 'right' ? styles.optionRight : '',
            mark === 'wrong' ? styles.optionWrong : '',
          ].join(' ')
          return (
            <button
              key={option.optionNo}
              type="button"
              className={cls}
              aria-pressed={picked}
              data-mark={mark}
              disabled={phase !== 'answering'}
              onClick={() => onToggle(option.optionNo)}
            >
              <span className={styles.optionLetter}>{LETTERS[i] ?? option.optionNo}</span>
              <span className={styles.optionText}>{option.optionContent}</span>
              {mark === 'right' && (
                <span className={styles.markRight} aria-label="正确答案">
                  ✓
                </span>
              )}
              {mark === 'wrong' && (
                <span className={styles.markWrong} aria-label="选择错误">
                  ✕
                </span>
              )}
            </button>
          )
        })}
      </div>
      {multiple && phase === 'answering' && (
        <div className={styles.nextBar}>
          {/* marketing §5: the next button shows only with 2 or more picks; until then, the hint. */}
          {showNextButton(question.questionType, picks.length) ? (
            <Button block shape="rounded" className={styles.nextButton} onClick={onNext}>
              {QUIZ_TEXTS.next}
            </Button>
          ) : (
            <p className={styles.hint}>{QUIZ_TEXTS.multipleHint}</p>
          )}
        </div>
      )}
      {marked && (
        <div className={styles.verdict} role="status">
          <p className={right ? styles.verdictRight : styles.verdictWrong}>
            {right ? QUIZ_TEXTS.right : QUIZ_TEXTS.wrong}
          </p>
          {question.knowledgeContent && (
            <div className={styles.knowledge}>
              <span className={styles.knowledgeTitle}>{QUIZ_TEXTS.knowledge}</span>
              <RichText html={question.knowledgeContent} />
            </div>
          )}
        </div>
      )}
    </section>
  )
}
