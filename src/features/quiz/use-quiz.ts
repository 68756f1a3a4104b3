import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnswerCheck, QuizQuestion, QuizResult } from '@/api/quiz'
import { useCheckAnswer, useQuizTopics, useSaveQuiz } from '@/api/quiz-queries'
import { toast } from '@/shared/lib/toast'
import {
  ADVANCE_MS,
  isCorrect,
  joinAnswers,
  nextProblem,
  questionPayload,
  saveCall,
  type QuizParams,
} from './rules'
import { careDuration } from '@/shared/theme/care-mode'

/**
 * Questions that can be answered: an id and at least one option with a number (the api module has
 * already dropped null entries; options without a number cannot be sent as an answer).
 */
const usable = (list: QuizQuestion[]): QuizQuestion[] =>
  list
    .map((q) => ({ ...q, options: q.options.filter((o) => o.optionNo) }))
    .filter((q) => q.id && q.options.length > 0)

export type Phase = 'answering' | 'checking' | 'marked' | 'saving' | 'saveFailed'

export interface QuizFlow {
  loading: boolean
  error: unknown
  reload: () => void
  questions: QuizQuestion[]
  index: number
  question: QuizQuestion | undefined
  picks: string[]
  phase: Phase
  check: AnswerCheck | null
  right: boolean
  toggle: (optionNo: string) => void
  next: () => void
  retrySave: () => void
}

/**
 * One question at a time (marketing §4.6): single choice submits on selection, multiple choice on 下一题
 * with 2+ picks; the answer is checked at once, the marks show, and 2 s later the quiz moves on. After
 * the last question the result is saved and handed to `onDone`.
 */
export function useQuiz(
  params: QuizParams,
  userId: string,
  enabled: boolean,
  onDone: (result: QuizResult, total: number) => void,
): QuizFlow {
  const request = useQuizTopics(questionPayload(params.source, { ...params, userId }), { enabled })
  const { refetch } = request
  const reload = useCallback(() => void refetch(), [refetch])
  const questions = useMemo(
    () => (enabled && request.data ? usable(request.data) : []),
    [enabled, request.data],
  )
  const [index, setIndex] = useState(0)
  const [picks, setPicks] = useState<string[]>([])
  const [phase, setPhase] = useState<Phase>('answering')
  const [check, setCheck] = useState<AnswerCheck | null>(null)
  const answers = useRef<string[][]>([])
  // One check and one save at a time (the actions' guard); between answers the phase says what is allowed.
  const { run: checkAnswer } = useCheckAnswer()
  const { run: saveResult } = useSaveQuiz()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const doneRef = useRef(onDone)
  useEffect(() => {
    doneRef.current = onDone
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  const question = questions[index]

  const save = useCallback(async () => {
    setPhase('saving')
    const answer = await saveResult({
      call: saveCall(params.source),
      submit: {
        answer_keys: joinAnswers(answers.current),
        topic_ids: questions.map((q) => q.id).join(','),
        user_id: userId,
        page_flag: params.pageFlag,
        event_id: params.eventId,
        prize_type: params.prizeType,
        record_ids: params.recordId,
      },
    })
    if (answer.status === 'done') doneRef.current(answer.data, questions.length)
    // http.ts has toasted the reason; the answers stay so the user can submit again.
    else if (answer.status === 'failed') setPhase('saveFailed')
  }, [params, questions, userId, saveResult])

  const submit = useCallback(
    async (selected: string[]) => {
      if (!question) return
      const checking = checkAnswer({ answer_key: selected.join(','), topic_id: question.id })
      setPhase('checking')
      const answer = await checking
      if (answer.status === 'skipped') return // a second tap: the first one's check goes on
      if (answer.status === 'done') {
        answers.current[index] = selected
        setCheck(answer.data)
        setPhase('marked')
        timer.current = setTimeout(() => {
          if (index + 1 >= questions.length) {
            void save()
            return
          }
          setIndex(index + 1)
          setPicks([])
          setCheck(null)
          setPhase('answering')
        }, careDuration(ADVANCE_MS))
      } else setPhase('answering')
    },
    [index, question, questions.length, save, checkAnswer],
  )

  const toggle = useCallback(
    (optionNo: string) => {
      if (!question || phase !== 'answering') return
      if (question.questionType !== 2) {
        setPicks([optionNo])
        void submit([optionNo])
        return
      }
      setPicks((current) =>
        current.includes(optionNo) ? current.filter((o) => o !== optionNo) : [...current, optionNo],
      )
    },
    [phase, question, submit],
  )

  const next = useCallback(() => {
    if (phase !== 'answering') return
    const problem = nextProblem(picks.length)
    if (problem) {
      toast(problem)
      return
    }
    void submit([...picks].sort((a, b) => Number(a) - Number(b)))
  }, [phase, picks, submit])

  return {
    // Nothing is asked before the entry allows it (the page shows the entry's state meanwhile).
    loading: enabled && request.isPending,
    error: enabled ? request.error : null,
    reload,
    questions,
    index,
    question,
    picks,
    phase,
    check,
    right: !!check && isCorrect(picks, check.answer_correct),
    toggle,
    next,
    retrySave: () => void save(),
  }
}
