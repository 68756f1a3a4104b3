import { useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import { toast } from '@/shared/lib/toast'
import { digitsOnly, PHONE_LENGTH } from '@/shared/lib/validate'
import { usePrizeExchange } from '../pool-queries'
import { deliveryProblem, exchangeFailure, type DeliveryForm, type PoolSetup } from '../rules'
import styles from './draws.module.css'

export interface PrizeExchangePopupProps {
  visible: boolean
  /** The pool the prize was won in (its records are read again after the exchange). */
  setup: PoolSetup
  recordId: string
  prizeName: string
  userId: string
  onClose: () => void
  /** After the exchange call succeeded. */
  onExchanged: () => void
}

const EMPTY: DeliveryForm = { receiverName: '', receiverPhone: '', receiverAddress: '' }

/**
 * 去兑换 of a physical prize: the delivery details, sent with saveWinPrizeInfo, then the win confirmation
 * (sendWinPrizedMessage, marketing §7.4), as the points mall's prize sheet does (usePrizeExchange). A tap
 * on 确认兑换 names the first problem; one call at a time. A refusal stays in the form (not a passing
 * toast) with what was typed: 1111 says the prize is gone (marketing §8) and the right is read again, any
 * other code its message.
 */
export function PrizeExchangePopup({
  visible,
  setup,
  recordId,
  prizeName,
  userId,
  onClose,
  onExchanged,
}: PrizeExchangePopupProps) {
  const [form, setForm] = useState<DeliveryForm>(EMPTY)
  const exchange = usePrizeExchange(setup, userId)
  const busy = exchange.busy
  const [refusal, setRefusal] = useState('')
  const set = (key: keyof DeliveryForm, value: string) => {
    setRefusal('')
    setForm((f) => ({ ...f, [key]: value }))
  }

  const submit = async () => {
    if (busy) return
    const problem = deliveryProblem(form)
    if (problem) {
      toast(problem)
      return
    }
    setRefusal('')
    const outcome = await exchange.run({ recordId, form })
    if (outcome.status === 'done') {
      toast('兑换成功，奖品将尽快寄出')
      onExchanged()
    } else if (outcome.status === 'failed') setRefusal(exchangeFailure(outcome.error).text)
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
