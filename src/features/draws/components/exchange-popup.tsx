import { useRef, useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import { saveWinPrizeInfo, sendWinPrizedMessage } from '@/api/points'
import { toast } from '@/shared/lib/toast'
import { digitsOnly, PHONE_LENGTH } from '@/shared/lib/validate'
import { deliveryProblem, exchangeFailure, type DeliveryForm } from '../rules'
import styles from './draws.module.css'

export interface ExchangePopupProps {
  visible: boolean
  recordId: string
  prizeName: string
  userId: string
  onClose: () => void
  /** After the exchange call succeeded. */
  onExchanged: () => void
  /** The exchange was refused in a way that changes the right (1111: the prize is gone): read it again. */
  onStale: () => void
}

const EMPTY: DeliveryForm = { receiverName: '', receiverPhone: '', receiverAddress: '' }

/**
 * 去兑换 of a physical prize: the delivery details, sent with saveWinPrizeInfo, then the win confirmation
 * (sendWinPrizedMessage, marketing §7.4), as the points mall's prize sheet does. A tap on 确认兑换 names
 * the first problem; one call at a time. A refusal stays in the form (not a passing toast) with what was
 * typed: 1111 says the prize is gone (marketing §8) and reloads the right, any other code its message.
 */
export function ExchangePopup({
  visible,
  recordId,
  prizeName,
  userId,
  onClose,
  onExchanged,
  onStale,
}: ExchangePopupProps) {
  const [form, setForm] = useState<DeliveryForm>(EMPTY)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')
  const inFlight = useRef(false)
  const set = (key: keyof DeliveryForm, value: string) => {
    setRefusal('')
    setForm((f) => ({ ...f, [key]: value }))
  }

  const submit = async () => {
    if (inFlight.current) return
    const problem = deliveryProblem(form)
    if (problem) {
      toast(problem)
      return
    }
    inFlight.current = true
    setBusy(true)
    setRefusal('')
    try {
      await saveWinPrizeInfo(
        {
          user_id: userId,
          record_id: recordId,
          receiverName: form.receiverName.trim(),
          receiverPhone: form.receiverPhone.trim(),
          receiverAddress: form.receiverAddress.trim(),
        },
        { noToast: true },
      )
      // The win confirmation to the customer; the exchange stands whether or not it is sent.
      await sendWinPrizedMessage(
        { user_id: userId, record_id: recordId },
        { silent: true, noToast: true },
      ).catch(() => undefined)
      toast('兑换成功，奖品将尽快寄出')
      onExchanged()
    } catch (error) {
      const failure = exchangeFailure(error)
      setRefusal(failure.text)
      if (failure.reload) onStale()
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={() => !busy && onClose()}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <form
        className={styles.exchange}
        role="dialog"
        aria-label="填写收货信息"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <h2 className={styles.cardTitle}>填写收货信息</h2>
        <p className={styles.muted}>奖品：{prizeName || '--'}</p>
        <label className={styles.input}>
          <span>收货人</span>
          <input
            value={form.receiverName}
            maxLength={20}
            autoComplete="name"
            placeholder="请输入收货人姓名"
            onChange={(e) => set('receiverName', e.target.value)}
          />
        </label>
        <label className={styles.input}>
          <span>手机号</span>
          <input
            value={form.receiverPhone}
            inputMode="numeric"
            autoComplete="tel"
            placeholder="请输入手机号"
            onChange={(e) => set('receiverPhone', digitsOnly(e.target.value, PHONE_LENGTH))}
          />
        </label>
        <label className={styles.input}>
          <span>收货地址</span>
          <textarea
            value={form.receiverAddress}
            maxLength={100}
            rows={2}
            autoComplete="street-address"
            placeholder="请输入详细收货地址"
            onChange={(e) => set('receiverAddress', e.target.value)}
          />
        </label>
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
        <Button block type="submit" color="primary" shape="rounded" loading={busy}>
          确认兑换
        </Button>
      </form>
    </Popup>
  )
}
