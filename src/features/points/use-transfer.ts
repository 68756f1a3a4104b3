import { useState } from 'react'
import { answerLost, ApiError } from '@/api/http'
import { POINTS_CODES, type TransferTarget } from '@/api/points'
import { useNeedMessageVerify, useTransferIntegral, useTransferTarget } from '@/api/points-queries'
import { toast } from '@/shared/lib/toast'
import { validatePhone, validateSmsCode } from '@/shared/lib/validate'
import { transferAmountError, transferRules, type TransferRules } from './rules'

export interface TransferDone {
  target: TransferTarget
  amount: number
  balance: number
}

export interface TransferConfirm {
  amount: number
  /** needMessageVerify said so, or the transfer answered 3333. */
  needVerify: boolean
  /** The SMS check of this confirmation passed (a retry does not check the used code again). */
  verified: boolean
  /**
   * The last try's answer was lost (network failure, timeout): whether it was booked is unknown. The
   * balance has been read again; a retry sends the same request id, so the server cannot book it twice
   * (docs/money-actions.md).
   */
  unsure: boolean
}

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : '')

/**
 * The points transfer (marketing §7.4): receiver by phone (transfer/getUserInfo, which also sets the
 * amount rules) → amount → needMessageVerify → confirm, with the SMS check (checkCodeVerify) first when
 * needed → userIntegralTransfer → result. One submission at a time; every failure is shown: 1111 / 4444
 * on the receiver and 3333 on the code inline, everything else by the HTTP layer's toast (§8).
 *
 * A transfer is a money-like action (docs/money-actions.md): the HTTP layer sends one request id per
 * confirmation. When its answer is lost, the balance is read again (useTransferIntegral) before the sheet
 * offers the retry, and the retry carries the same id.
 */
export function useTransfer(userId: string, ownPhone: string, balance: number) {
  const [phone, setPhoneRaw] = useState('')
  const [phoneError, setPhoneError] = useState('')
  const [target, setTarget] = useState<TransferTarget | null>(null)
  const [amount, setAmountRaw] = useState('')
  const [amountError, setAmountError] = useState('')
  const [confirm, setConfirm] = useState<TransferConfirm | null>(null)
  const [codeError, setCodeError] = useState('')
  const [done, setDone] = useState<TransferDone | null>(null)
  const finding = useTransferTarget(userId)
  const verifying = useNeedMessageVerify(userId)
  // UI only: which part of the transfer's busy time is the balance read after a lost answer (its text).
  const [rechecking, setRechecking] = useState(false)
  const sending = useTransferIntegral(userId, () => {
    // The transfer was sent, so its SMS check (if any) had passed.
    setConfirm((c) => (c ? { ...c, verified: c.verified || c.needVerify, unsure: true } : c))
    setRechecking(true)
  })
  const looking = finding.busy
  const checking = verifying.busy
  const submitting = sending.busy
  /** One of the flow's calls at a time. */
  const busy = finding.busy || verifying.busy || sending.busy

  const rules: TransferRules | null = target ? transferRules(target, balance) : null

  const setPhone = (value: string) => {
    setPhoneRaw(value)
    setPhoneError('')
    if (target) setTarget(null)
  }
  const setAmount = (value: string) => {
    setAmountRaw(value.replace(/\D/g, '').slice(0, 9))
    setAmountError('')
  }

  const lookup = async () => {
    if (busy) return
    const message = validatePhone(phone) || (ownPhone && phone === ownPhone ? '不能转赠给自己' : '')
    if (message) return setPhoneError(message)
    const outcome = await finding.run(phone)
    if (outcome.status === 'done') setTarget(outcome.data)
    else if (outcome.status === 'failed') {
      const err = outcome.error
      if (err instanceof ApiError && err.kind === 'business')
        setPhoneError(err.message || '未查询到该用户，请确认手机号')
    }
  }

  /** 下一步: the rules first, then whether this amount needs the SMS check. */
  const next = async () => {
    if (busy || !target || !rules) return
    const message = transferAmountError(amount, rules)
    if (message) return setAmountError(message)
    const integral = Number(amount)
    // A failure was toasted by the HTTP layer; the form stays as it was.
    const outcome = await verifying.run(integral)
    if (outcome.status !== 'done') return
    setCodeError('')
    setConfirm({
      amount: integral,
      needVerify: outcome.data.needVerify === '1',
      verified: false,
      unsure: false,
    })
  }

  const submit = async (smsCode: string) => {
    if (busy || !confirm || !target) return
    const checkCode = confirm.needVerify && !confirm.verified
    if (checkCode) {
      const message = validateSmsCode(smsCode)
      if (message) return setCodeError(message)
    }
    const outcome = await sending.run({
      check: checkCode ? { phone: ownPhone, checkCode: smsCode } : undefined,
      receiveUserId: target.receiveUserId,
      integral: confirm.amount,
    })
    if (outcome.status === 'skipped') return
    setRechecking(false)
    // The SMS check passed when the transfer itself was sent (a retry does not check the used code again).
    const verified =
      confirm.verified || (checkCode && !(outcome.status === 'done' && 'checkFailed' in outcome.data))
    if (outcome.status === 'done' && 'booked' in outcome.data) {
      setConfirm(null)
      setDone({ target, amount: confirm.amount, balance: outcome.data.booked.balance })
      return
    }
    const err =
      outcome.status === 'failed'
        ? outcome.error
        : 'checkFailed' in outcome.data
          ? outcome.data.checkFailed
          : null
    // Booked or not is unknown: the balance has been read again and the confirmation says so; the
    // retry reuses the request id (useTransferIntegral).
    if (outcome.status === 'failed' && answerLost(err))
      return setConfirm({ ...confirm, verified, unsure: true })
    const code = codeOf(err)
    if (code === POINTS_CODES.verify) {
      const text = err instanceof Error && err.message ? err.message : '请先完成短信验证'
      if (checkCode) setCodeError(text)
      else {
        // The server asks for the check although needMessageVerify did not (or the check it had is
        // used up): ask for it now.
        setConfirm({ ...confirm, needVerify: true, verified: false })
        toast(text)
      }
    } else if (code === POINTS_CODES.notEnough) {
      // The balance is being read again (useTransferIntegral).
      setConfirm(null)
      setAmountError('可用积分不足')
    } else {
      // Toasted by the HTTP layer. The server has answered (the earlier lost try too: the same id);
      // the confirmation stays for another try, its passed SMS check kept.
      setConfirm({ ...confirm, verified, unsure: false })
    }
  }

  const restart = () => {
    setDone(null)
    setTarget(null)
    setPhoneRaw('')
    setAmountRaw('')
  }

  return {
    /** The known balance (before the receiver is looked up too). */
    balance,
    phone,
    setPhone,
    phoneError,
    target,
    looking,
    lookup,
    rules,
    amount,
    setAmount,
    amountError,
    checking,
    next,
    confirm,
    cancelConfirm: () => setConfirm(null),
    codeError,
    clearCodeError: () => setCodeError(''),
    submitting,
    /** The balance is being read again after a lost answer: no retry until it is in. */
    rechecking,
    submit,
    done,
    restart,
  }
}

export type TransferFlow = ReturnType<typeof useTransfer>
