import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { QuizResult } from '@/api/quiz'
import {
  CARBON_CLAIM_FALLBACK,
  claimBackTarget,
  drawPathAfterClaim,
  entryAllowed,
  isCorrect,
  joinAnswers,
  nextProblem,
  optionMark,
  questionPayload,
  quizParams,
  quizSource,
  resultButtons,
  resultHeadline,
  resultToShow,
  saveCall,
  showNextButton,
  type QuizSource,
  type StoredResult,
} from './rules'

const ids = { eventId: 'e1', pageFlag: 'pf', userId: 'u1', prizeType: 'p1', recordId: '', waitChanceNum: 2 }

describe('quizSource', () => {
  it.each([
    [{}, 'default'],
    [{ source: '' }, 'default'],
    [{ source: 'nonsense' }, 'default'],
    [{ source: 'study' }, 'study'],
    [{ source: 'transfer' }, 'transfer'],
    [{ source: 'wallet' }, 'wallet'],
    [{ source: 'letter' }, 'letter'],
    [{ source: 'CARBON' }, 'carbon'],
  ] as const)('%j → %s', (query, source) => {
    expect(quizSource(query)).toBe(source)
  })

  it('default and study always use their fixed page flags (§7.5)', () => {
    expect(quizParams({ pageFlag: 'x' }).pageFlag).toBe('xywx_dttj')
    expect(quizParams({ source: 'study', pageFlag: 'x' }).pageFlag).toBe('xywx_tyjx')
    expect(quizParams({ source: 'carbon', pageFlag: 'x' }).pageFlag).toBe('x')
    expect(quizParams({ eventId: 'null' }).eventId).toBe('')
  })
})

describe('entryAllowed (§4.6)', () => {
  it.each([
    [false, 'e1', 'default', 'bind'],
    [false, '', 'letter', 'bind'],
    [true, '', 'default', 'illegal'],
    [true, '', 'study', 'illegal'],
    [true, '', 'transfer', 'illegal'],
    [true, '', 'carbon', 'illegal'],
    [true, '', 'letter', 'ok'],
    [true, 'e1', 'default', 'ok'],
    [true, 'e1', 'carbon', 'ok'],
  ] as const)('bound %s, eventId %j, %s → %s', (bound, eventId, source, decision) => {
    expect(entryAllowed({ bound, eventId, source })).toBe(decision)
  })
})

describe('questionPayload (§7.5)', () => {
  it.each<[QuizSource, ReturnType<typeof questionPayload>]>([
    ['default', { call: 'my', params: { event_id: 'e1', page_flag: 'pf', user_id: 'u1' } }],
    ['study', { call: 'my', params: { event_id: 'e1', page_flag: 'pf', user_id: 'u1' } }],
    [
      'transfer',
      { call: 'transfer', params: { event_id: 'e1', page_flag: 'pf', user_id: 'u1', wait_chance_num: 2 } },
    ],
    ['wallet', { call: 'wallet', params: { event_id: 'e1', page_flag: 'pf', user_id: 'u1' } }],
    ['letter', { call: 'carbon', params: { prize_type: 'p1', page_flag: 'pf', user_id: 'u1' } }],
    ['carbon', { call: 'carbon', params: { prize_type: 'p1', page_flag: 'pf', user_id: 'u1' } }],
  ])('%s', (source, payload) => {
    expect(questionPayload(source, ids)).toEqual(payload)
  })

  it('carbon carries the optional recordId only when there is one', () => {
    expect(questionPayload('carbon', { ...ids, recordId: 'r9' }).params).toMatchObject({ recordId: 'r9' })
  })

  it.each([
    ['default', 'my'],
    ['study', 'my'],
    ['letter', 'my'],
    ['carbon', 'my'],
    ['transfer', 'transfer'],
    ['wallet', 'wallet'],
  ] as const)('saves %s with %s', (source, call) => {
    expect(saveCall(source)).toBe(call)
  })
})

describe('joinAnswers (§4.6)', () => {
  it.each([
    [[['3']], '3'],
    [[['1', '2', '4'], ['2']], '1,2,4;2'],
    [[['4', '1'], ['2'], ['3', '1']], '1,4;2;1,3'],
    [[], ''],
  ])('%j → %s', (answers, joined) => {
    expect(joinAnswers(answers)).toBe(joined)
  })

  it('has one semicolon fewer than questions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 9 }).map(String), { minLength: 1 }), { minLength: 1 }),
        (a) => {
          expect(joinAnswers(a).split(';')).toHaveLength(a.length)
        },
      ),
    )
  })
})

describe('isCorrect and optionMark', () => {
  it.each([
    [['3'], '3', true],
    [['2'], '3', false],
    [['4', '1', '2'], '1,2,4', true],
    [['1', '2'], '1,2,4', false],
    [['1', '2', '3', '4'], '1,2,4', false],
    [['1'], '', false],
  ] as const)('%j vs %j → %s', (selected, answer, right) => {
    expect(isCorrect(selected, answer)).toBe(right)
  })

  it.each([
    ['3', ['2'], '3', 'right'],
    ['2', ['2'], '3', 'wrong'],
    ['1', ['2'], '3', 'none'],
    ['4', [], '1, 4', 'right'],
  ] as const)('option %s picked %j answer %s → %s', (option, picks, answer, mark) => {
    expect(optionMark(option, picks, answer)).toBe(mark)
  })
})

describe('next button (§5, §9)', () => {
  it.each([
    [2, 0, false],
    [2, 1, false],
    [2, 2, true],
    [2, 3, true],
    [1, 2, false],
  ])('type %i with %i picks shows next: %s', (type, picks, shows) => {
    expect(showNextButton(type, picks)).toBe(shows)
  })

  it('names the problem', () => {
    expect(nextProblem(0)).toBe('请选择题目答案')
    expect(nextProblem(1)).toBe('多选题，请至少选择2个选项')
    expect(nextProblem(2)).toBeNull()
  })
})

const result = (over: Partial<QuizResult> = {}): QuizResult => ({
  answerScore: 80,
  answerNum: 4,
  finished_answer_copy: '',
  is_finished: '1',
  finished_type: 1,
  rightTopicIds: 'a,b',
  wait_integral_id: 'w1',
  chanceRecordIds: '',
  ...over,
})

describe('resultButtons (§4.6)', () => {
  it.each<[QuizSource, Partial<QuizResult>, string[]]>([
    ['transfer', {}, ['drawChance']],
    ['wallet', {}, ['drawChance']],
    ['study', {}, ['drawChance']],
    ['default', {}, ['points']],
    ['default', { is_finished: '0' }, []],
    ['study', { is_finished: '0' }, []],
    ['transfer', { is_finished: '0' }, []],
    ['letter', {}, ['redeem']],
    ['carbon', { is_finished: '0' }, ['redeem']],
    ['carbon', { rightTopicIds: '' }, []],
    ['letter', { rightTopicIds: '' }, []],
  ])('%s %j → %j', (source, over, buttons) => {
    expect(resultButtons(result(over), source)).toEqual(buttons)
  })

  it('no result, no buttons', () => {
    expect(resultButtons(null, 'default')).toEqual([])
  })
})

describe('resultHeadline (§3)', () => {
  it.each([
    [{ finished_type: -1 }, { kind: 'none' }],
    [{ finished_type: 1 }, { kind: 'count', value: 4 }],
    [{ finished_type: 2 }, { kind: 'score', value: 80 }],
    [
      { finished_type: 2, answerScore: null },
      { kind: 'score', value: 0 },
    ],
  ] as const)('%j → %j', (over, headline) => {
    expect(resultHeadline(result(over as Partial<QuizResult>))).toEqual(headline)
  })
})

describe('after a claim (§8)', () => {
  it('the letter-box / carbon claim falls back to the card / carbon draw page, not the points mall', () => {
    expect(CARBON_CLAIM_FALLBACK).toBe('/carddrawprize')
    expect(claimBackTarget(true)).toBe('back2')
    expect(claimBackTarget(false)).toBe('fallback')
  })

  it.each([
    ['study', '/studyspecialprize'],
    ['transfer', '/uniondrawprize'],
    ['wallet', '/uniondrawprize'],
    ['default', null],
    ['letter', null],
    ['carbon', null],
  ] as const)('a claimed %s draw chance is drawn on %s', (source, path) => {
    expect(drawPathAfterClaim(source)).toBe(path)
  })
})

describe('resultToShow: what was claimed of a result is kept with it (§4.6)', () => {
  const result: QuizResult = {
    answerScore: 80,
    answerNum: 4,
    finished_answer_copy: '',
    is_finished: '1',
    finished_type: 2,
    rightTopicIds: '',
    wait_integral_id: 'w1',
    chanceRecordIds: '',
  }
  const base: StoredResult = {
    params: quizParams(new URLSearchParams('eventId=E1')),
    result,
    total: 5,
    cameFromApp: true,
  }
  const claimedInSession: StoredResult = { ...base, claimed: ['points'] }
  const other: StoredResult = { ...base, result: { ...result, wait_integral_id: 'w2' }, claimed: ['points'] }

  it.each<[string, StoredResult | null, StoredResult | null, string[]]>([
    ['the history entry, with the session’s claims of the same result', base, claimedInSession, ['points']],
    ['the history entry of another result: nothing claimed of it', base, other, []],
    [
      'no history entry (opened anew): the session’s result and its claims',
      null,
      claimedInSession,
      ['points'],
    ],
    ['a claim list that is not one', base, { ...base, claimed: 'points' as never }, []],
    ['unknown buttons are dropped', base, { ...base, claimed: ['points', 'cash' as never] }, ['points']],
  ])('%s', (_case, history, kept, claimed) => {
    expect(resultToShow(history, kept)?.claimed).toEqual(claimed)
  })

  it('nothing to show without a result', () => {
    expect(resultToShow(null, null)).toBeNull()
  })
})
