import { useRef, useState } from 'react'
import { answerLost, ApiError } from '@/api/http'
import {
  checkTransferCode,
  getTransferTarget,
  needMessageVerify,
  POINTS_CODES,
  transferIntegral,
  type TransferTarget,
} from '@/api/points'
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
 * confirmation. When its answer is lost, the balance is read again (`refreshBalance`) before the sheet
 * offers the retry, and the retry carries the same id.
 */
export function useTransfer(
  userId: string,
  ownPhone: string,
  balance: number,
  refreshBalance: () => Promise<void>,
) {
  const [phone, setPhoneRaw] = useState('')
  const [phoneError, setPhoneError] = useState('')
  const [target, setTarget] = useState<TransferTarget | null>(null)
  const [looking, setLooking] = useState(false)
  const [amount, setAmountRaw] = useState('')
  const [amountError, setAmountError] = useState('')
  const [checking, setChecking] = useState(false)
  const [confirm, setConfirm] = useState<TransferConfirm | null>(null)
  const [codeError, setCodeError] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [rechecking, setRechecking] = useState(false)
  const [done, setDone] = useState<TransferDone | null>(null)
  const lock = useRef(false)

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
    if (lock.current) return
    const message = validatePhone(phone) || (ownPhone && phone === ownPhone ? '不能转赠给自己' : '')
    if (message) return setPhoneError(message)
    lock.current = true
    setLooking(true)
    try {
      setTarget(
        await getTransferTarget(
          { user_id: userId, phone },
          { quietCodes: [POINTS_CODES.already, POINTS_CODES.refused] },
        ),
      )
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'business')
        setPhoneError(err.message || '未查询到该用户，请确认手机号')
    } finally {
      lock.current = false
      setLooking(false)
    }
  }

  /** 下一步: the rules first, then whether this amount needs the SMS check. */
  const next = async () => {
    if (lock.current || !target || !rules) return
    const message = transferAmountError(amount, rules)
    if (message) return setAmountError(message)
    lock.current = true
    setChecking(true)
    try {
      const integral = Number(amount)
      const verify = await needMessageVerify({ user_id: userId, integral })
      setCodeError('')
      setConfirm({ amount: integral, needVerify: verify.needVerify === '1', verified: false, unsure: false })
    } catch {
      // Toasted by the HTTP layer; the form stays as it was.
    } finally {
      lock.current = false
      setChecking(false)
    }
  }

  const submit = async (smsCode: string) => {
    if (lock.current || rechecking || !confirm || !target) return
    const checkCode = confirm.needVerify && !confirm.verified
    if (checkCode) {
      const message = validateSmsCode(smsCode)
      if (message) return setCodeError(message)
    }
    lock.current = true
    setSubmitting(true)
    let verified = confirm.verified
    let sent = false
    try {
      if (checkCode) {
        await checkTransferCode(
          { phone: ownPhone, checkCode: smsCode },
          { quietCodes: [POINTS_CODES.verify] },
        )
        verified = true
      }
      sent = true
      const result = await transferIntegral(
        { user_id: userId, receive_user_id: target.receiveUserId, integral: confirm.amount },
        { quietCodes: [POINTS_CODES.verify] },
      )
      setConfirm(null)
      setDone({ target, amount: confirm.amount, balance: result.balance })
      void refreshBalance()
    } catch (err) {
      if (answerLost(err) && sent) {
        // Booked or not is unknown: read the balance again before the retry is offered (the HTTP
        // layer has toasted the network text; the retry reuses the request id).
        setConfirm({ ...confirm, verified, unsure: true })
        setRechecking(true)
        await refreshBalance()
        setRechecking(false)
        return
      }
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
        setConfirm(null)
        setAmountError('可用积分不足')
        void refreshBalance()
      } else {
        // Toasted by the HTTP layer. The server has answered (the earlier lost try too: the same id);
        // the confirmation stays for another try, its passed SMS check kept.
        setConfirm({ ...confirm, verified, unsure: false })
      }
    } finally {
      lock.current = false
      setSubmitting(false)
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
