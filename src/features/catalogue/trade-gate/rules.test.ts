import { describe, expect, it } from 'vitest'
import { UserInfo } from '@/api/identity'
import { parse } from '@/api/schema'
import { tradeGateStep, type GateUserInfo } from './rules'

const ok: GateUserInfo = {
  openStatus: '1',
  riskLevel: 'C3',
  riskEndDateExpired: '0',
  idEndDateExpired: '0',
  idNo: '110101198503071234',
  serveTime: '2026-11-20 10:00:00',
}
const born = (ymd: string) => `110101${ymd}1234`

describe('tradeGateStep (catalogue §4.7, §8)', () => {
  it.each<[string, GateUserInfo | null, boolean, string, string?, string?]>([
    ['not logged in → login', ok, false, 'login'],
    ['not logged in wins over everything', { openStatus: '0' }, false, 'login'],
    [
      'account not opened',
      { ...ok, openStatus: '2' },
      true,
      'block',
      '您尚未完成开户，完成后才可进行交易~',
      '快速开户',
    ],
    [
      'not bound (0) also blocks as not opened',
      { ...ok, openStatus: '0' },
      true,
      'block',
      '您尚未完成开户，完成后才可进行交易~',
      '快速开户',
    ],
    ['no user info at all', null, true, 'block', '您尚未完成开户，完成后才可进行交易~', '快速开户'],
    [
      'not opened is checked before risk',
      { ...ok, openStatus: '2', riskLevel: '', riskEndDateExpired: '1' },
      true,
      'block',
      '您尚未完成开户，完成后才可进行交易~',
      '快速开户',
    ],
    [
      'no risk level',
      { ...ok, riskLevel: '' },
      true,
      'block',
      '依据国家监管规定，完成风险测评后才可交易~',
      '前去风险测评',
    ],
    [
      'no risk level before expiry',
      { ...ok, riskLevel: ' ', riskEndDateExpired: '1' },
      true,
      'block',
      '依据国家监管规定，完成风险测评后才可交易~',
      '前去风险测评',
    ],
    [
      'risk expired',
      { ...ok, riskEndDateExpired: '1' },
      true,
      'block',
      '您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~',
      '前去风险测评',
    ],
    [
      'risk expired before ID expired',
      { ...ok, riskEndDateExpired: '1', idEndDateExpired: '1' },
      true,
      'block',
      '您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~',
      '前去风险测评',
    ],
    [
      'ID expired',
      { ...ok, idEndDateExpired: '1' },
      true,
      'block',
      '您的身份证件已过期，依据国家监管规定，重新上传证件后才可交易~',
      '重新上传',
    ],
    [
      'ID expired before the age warning',
      { ...ok, idEndDateExpired: '1', idNo: born('19500101') },
      true,
      'block',
      '您的身份证件已过期，依据国家监管规定，重新上传证件后才可交易~',
      '重新上传',
    ],
    [
      'over 60 (18 digits)',
      { ...ok, idNo: born('19651119') },
      true,
      'elderly',
      '超60岁客户购买基金时的风险提示',
      '继续操作',
    ],
    [
      'over 60 (15 digits)',
      { ...ok, idNo: '110101500101123' },
      true,
      'elderly',
      '超60岁客户购买基金时的风险提示',
      '继续操作',
    ],
    ['exactly 60 proceeds', { ...ok, idNo: born('19661120') }, true, 'proceed'],
    ['61 tomorrow still 60 today', { ...ok, idNo: born('19651121') }, true, 'proceed'],
    ['malformed ID proceeds', { ...ok, idNo: 'abc' }, true, 'proceed'],
    ['all good proceeds', ok, true, 'proceed'],
  ])('%s', (_name, info, loggedIn, kind, text, button) => {
    const step = tradeGateStep(info, { loggedIn })
    expect(step.kind).toBe(kind)
    if (step.kind === 'block') {
      expect(step.message).toBe(text)
      expect(step.buttonText).toBe(button)
    }
    if (step.kind === 'elderly') {
      expect(step.title).toBe(text)
      expect(step.buttonText).toBe(button)
    }
  })

  it('uses serveTime as today, else the given today', () => {
    const info = { ...ok, idNo: born('19651201'), serveTime: '' }
    expect(tradeGateStep(info, { loggedIn: true, today: '2026-12-02' }).kind).toBe('elderly')
    expect(tradeGateStep(info, { loggedIn: true, today: '2026-11-30' }).kind).toBe('proceed')
    expect(
      tradeGateStep({ ...info, serveTime: '2026-12-01 00:00:01' }, { loggedIn: true, today: '2026-01-01' })
        .kind,
    ).toBe('elderly')
  })

  it.each([
    ['a number', { riskLevel: 3 }],
    ['numeric text', { riskLevel: '3' }],
    ['text with spaces', { riskLevel: ' C3 ' }],
  ])('a risk level sent as %s is a risk level', (_name, patch) => {
    const info = parse(UserInfo, {
      openStatus: 1,
      riskEndDateExpired: 0,
      idEndDateExpired: false,
      idNo: '110101198503071234',
      serveTime: '2026-11-20 10:00:00',
      ...patch,
    })
    expect(tradeGateStep(info, { loggedIn: true }).kind).toBe('proceed')
  })

  it('no risk level sent (null, missing) still blocks', () => {
    for (const riskLevel of [null, undefined, '', 'null']) {
      const info = parse(UserInfo, { openStatus: '1', riskLevel, idNo: '110101198503071234' })
      expect(tradeGateStep(info, { loggedIn: true })).toMatchObject({ kind: 'block', reason: 'noRiskLevel' })
    }
  })
})
