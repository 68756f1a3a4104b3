import { QUIZ_SETS } from './db/marketing-quiz-bank'
import { KNOWLEDGES } from './db/marketing-talent'

/**
 * Product risk levels have one name on screen: PR1–PR5, as the product pages show them (catalogue). The
 * quiz explanations (marketing §4.6) and the talent station's knowledge texts say the same, never R1–R5.
 */
const BARE_LEVEL = /(?<![A-Za-z])R[1-5](?![0-9])/

describe('risk levels in the mock’s texts', () => {
  it.each(Object.entries(QUIZ_SETS))('quiz set %s names PR1–PR5', (_source, questions) => {
    expect(JSON.stringify(questions)).not.toMatch(BARE_LEVEL)
  })

  it('the talent station’s knowledge texts name PR1–PR5', () => {
    expect(JSON.stringify(KNOWLEDGES)).not.toMatch(BARE_LEVEL)
    expect(JSON.stringify(KNOWLEDGES)).toMatch(/PR1（谨慎型）至PR5（激进型）/)
  })
})
