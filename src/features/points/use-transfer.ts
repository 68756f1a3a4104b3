import { useRef, useState } from 'react'
import { answerLost, ApiError } from '@/api/http'
import { POINTS_CODES, type TransferProof, type TransferTarget } from '@/api/points'
import { useNeedMessageVerify, useTransferIntegral, useTransferTarget } from '@/api/points-queries'
import { session } from '@/shared/lib/storage'
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
  /**
   * A passed SMS check's proof is held for this receiver and amount: the transfer's answer was lost, and
   * its retry carries the same proof without asking for a new code. Any answer of the transfer drops it.
   */
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
 * A passed SMS check, held for the one transfer it confirms (docs/backend-requirements.md §3): its
 * receiver and amount, and the proof the transfer carries.
 */
interface HeldProof {
  receiveUserId: string
  integral: number
  proof: TransferProof
}

/**
 * A transfer whose outcome is unknown, kept in the session (`pendingTransfer`) until an answer: the 403
 * rule's reload and the sign-in after it find the sheet as it was, and the retry sends the same request
 * under the open id (docs/money-actions.md, "A refusal of the caller is no answer"). Only for the customer
 * who sent it (`userId`), for as long as the id is reused; no proof (in memory only) and no full phone.
 */
interface PendingTransfer {
  userId: string
  target: TransferTarget
  amount: number
  needVerify: boolean
  /** Epoch ms: the open id's lifetime (request-ids.ts PENDING_TTL_MS). */
  until: number
}
const PENDING_TTL_MS = 15 * 60_000

export const pendingTransfer = {
  read(userId: string, now: number = Date.now()): PendingTransfer | null {
    const kept = session.getJson<PendingTransfer>('pendingTransfer')
    const valid =
      !!kept &&
      typeof kept === 'object' &&
      kept.userId === userId &&
      !!userId &&
      typeof kept.amount === 'number' &&
      typeof kept.target?.receiveUserId === 'string' &&
      typeof kept.until === 'number' &&
      kept.until > now
    // Another customer's, or too old: the open id is not reused any more, so neither is the sheet.
    if (kept && !valid) session.remove('pendingTransfer')
    return valid ? kept : null
  },
  keep(pending: Omit<PendingTransfer, 'until'>, now: number = Date.now()): void {
    session.setJson('pendingTransfer', { ...pending, until: now + PENDING_TTL_MS })
  },
  drop(): void {
    session.remove('pendingTransfer')
  },
}

/**
 * The points transfer (marketing §7.4): receiver by phone (transfer/getUserInfo, which also sets the
 * amount rules) → amount → needMessageVerify → confirm, with the SMS check (checkCodeVerify) first when
 * needed → userIntegralTransfer → result. One submission at a time; every failure is shown: 1111 / 4444
 * on the receiver and 3333 on the code inline, everything else by the HTTP layer's toast (§8).
 *
 * A transfer is a money-like action (docs/money-actions.md): the HTTP layer sends one request id per
 * confirmation. When its answer is lost, the balance is read again (useTransferIntegral) before the sheet
 * offers the retry, and the retry carries the same id.
 *
 * The SMS code confirms one transfer (docs/backend-requirements.md §3): the send and the check carry the
 * receiver and the amount, and the check's proof goes with the transfer. The proof is held while the
 * transfer's answer is unknown, so a retry of the same transfer (also after the sheet was closed and
 * reopened) asks for no new code; any answer of the transfer drops it, and a receiver or an amount it was
 * not issued for needs a new code.
 */
export function useTransfer(userId: string, ownPhone: string, balance: number) {
  // A transfer left unsure before a reload (a 403, a sign-in again) opens as it was left.
  const [restored] = useState(() => pendingTransfer.read(userId))
  const [phone, setPhoneRaw] = useState(restored?.target.phone ?? '')
  const [phoneError, setPhoneError] = useState('')
  const [target, setTarget] = useState<TransferTarget | null>(restored?.target ?? null)
  const [amount, setAmountRaw] = useState(restored ? String(restored.amount) : '')
  const [amountError, setAmountError] = useState('')
  const [confirmState, setConfirmState] = useState<Omit<TransferConfirm, 'verified'> | null>(
    restored ? { amount: restored.amount, needVerify: restored.needVerify, unsure: true } : null,
  )
  const keepSending = (c: Omit<TransferConfirm, 'verified'>) => {
    if (target) pendingTransfer.keep({ userId, target, amount: c.amount, needVerify: c.needVerify })
  }
  /** The confirmation, kept in the session while its outcome is unknown (and only then). */
  const setConfirm = (next: Omit<TransferConfirm, 'verified'> | null) => {
    setConfirmState(next)
    if (next?.unsure) keepSending(next)
    else pendingTransfer.drop()
  }
  const [held, setHeld] = useState<HeldProof | null>(null)
  /** The check passed during the submission in flight (held only once the transfer's outcome is known). */
  const checked = useRef<HeldProof | null>(null)
  /** Counts the passed checks used up by an answer: the SMS fields start again, empty, for a new code. */
  const [codeRound, setCodeRound] = useState(0)
  const [codeError, setCodeError] = useState('')
  const [done, setDone] = useState<TransferDone | null>(null)
  const finding = useTransferTarget(userId)
  const verifying = useNeedMessageVerify(userId)
  // UI only: which part of the transfer's busy time is the balance read after a lost answer (its text).
  const [rechecking, setRechecking] = useState(false)
  const sending = useTransferIntegral(userId, {
    onLost: () => {
      // The proof the transfer carried (if any) stays held for the retry.
      if (checked.current) setHeld(checked.current)
      if (confirmState) setConfirm({ ...confirmState, unsure: true })
      setRechecking(true)
    },
    onChecked: (proof, vars) => {
      checked.current = { receiveUserId: vars.receiveUserId, integral: vars.integral, proof }
      if (confirmState) keepSending(confirmState)
    },
  })
  const looking = finding.busy
  const checking = verifying.busy
  const submitting = sending.busy
  /** One of the flow's calls at a time. */
  const busy = finding.busy || verifying.busy || sending.busy

  const rules: TransferRules | null = target ? transferRules(target, balance) : null
  /** The held proof, if it was issued for this receiver and this amount. */
  const proofFor = (receiveUserId: string, integral: number): TransferProof | undefined =>
    held && held.receiveUserId === receiveUserId && held.integral === integral ? held.proof : undefined
  const confirm: TransferConfirm | null = confirmState
    ? { ...confirmState, verified: !!target && !!proofFor(target.receiveUserId, confirmState.amount) }
    : null

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
    // A proof held for another receiver or amount confirms nothing here (proofFor): a new code.
    setConfirm({ amount: integral, needVerify: outcome.data.needVerify === '1', unsure: false })
  }

  const submit = async (smsCode: string) => {
    if (busy || !confirmState || !target) return
    const proof = proofFor(target.receiveUserId, confirmState.amount)
    const checkCode = confirmState.needVerify && !proof
    if (checkCode) {
      const message = validateSmsCode(smsCode)
      if (message) return setCodeError(message)
    }
    // The transfer's outcome is unknown from the moment it is sent (after the check, when there is one): a
    // reload while it is on its way (the 403 rule's) finds the sheet as it was.
    if (!checkCode) keepSending(confirmState)
    const outcome = await sending.run({
      receiveUserId: target.receiveUserId,
      integral: confirmState.amount,
      check: checkCode ? { phone: ownPhone, checkCode: smsCode } : undefined,
      proof,
    })
    if (outcome.status === 'skipped') return
    const passed = checked.current
    checked.current = null
    setRechecking(false)
    if (outcome.status === 'done' && 'booked' in outcome.data) {
      setHeld(null)
      setConfirm(null)
      setDone({ target, amount: confirmState.amount, balance: outcome.data.booked.balance })
      return
    }
    const err =
      outcome.status === 'failed'
        ? outcome.error
        : 'checkFailed' in outcome.data
          ? outcome.data.checkFailed
          : null
    // Booked or not is unknown: the balance has been read again and the confirmation says so; the
    // retry reuses the request id (useTransferIntegral) and the held proof: no new code.
    if (outcome.status === 'failed' && answerLost(err)) {
      if (passed) setHeld(passed)
      return setConfirm({ ...confirmState, unsure: true })
    }
    // The server has answered (the earlier lost try too: the same id): the proof, if the transfer carried
    // one, is used up, and the next confirmation asks for a new code (docs/backend-requirements.md §3).
    setHeld(null)
    if (proof || passed) setCodeRound((n) => n + 1)
    const code = codeOf(err)
    if (code === POINTS_CODES.verify) {
      const text = err instanceof Error && err.message ? err.message : '请先完成短信验证'
      if (checkCode) setCodeError(text)
      else {
        // The server asks for the check although needMessageVerify did not, or refused the proof the
        // retry carried: ask for a code now.
        setConfirm({ ...confirmState, needVerify: true, unsure: false })
        toast(text)
      }
    } else if (code === POINTS_CODES.notEnough) {
      // The balance is being read again (useTransferIntegral).
      setConfirm(null)
      setAmountError('可用积分不足')
    } else {
      // Toasted by the HTTP layer; the confirmation stays for another try, with a new code if it needs one.
      setConfirm({ ...confirmState, unsure: false })
    }
  }

  const restart = () => {
    setHeld(null)
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
    /** Changes when a passed SMS check was used up by an answer: the SMS fields start again for a new code. */
    codeRound,
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
