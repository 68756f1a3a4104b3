import { Button, Input, Popup, TextArea } from 'antd-mobile'
import { useId, useState } from 'react'
import { usePrizeAddress } from '@/api/points-queries'
import { toast } from '@/shared/lib/toast'
import { digitsOnly, PHONE_LENGTH, validatePhone } from '@/shared/lib/validate'
import { prizeAddressError, type PrizeAddress } from '../rules'
import styles from './points.module.css'
import transferStyles from './transfer/transfer.module.css'

export interface PrizeAddressSheetProps {
  userId: string
  /** The draw record of the physical prize; null hides the sheet. */
  recordId: string | null
  prizeName: string
  onClose: () => void
}

const EMPTY: PrizeAddress = { receiverName: '', receiverPhone: '', receiverAddress: '' }

/**
 * 填写收货信息 for a physical prize (marketing §7.4): saveWinPrizeInfo, then sendWinPrizedMessage so the
 * customer gets the win confirmation; one submission at a time (usePrizeAddress).
 */
export function PrizeAddressSheet({ userId, recordId, prizeName, onClose }: PrizeAddressSheetProps) {
  const [form, setForm] = useState<PrizeAddress>(EMPTY)
  const [error, setError] = useState('')
  const saving = usePrizeAddress(userId)
  const busy = saving.busy
  const id = useId()
  const set = (key: keyof PrizeAddress) => (value: string) => {
    setForm((f) => ({ ...f, [key]: key === 'receiverPhone' ? digitsOnly(value, PHONE_LENGTH) : value }))
    setError('')
  }

  const submit = async () => {
    if (busy || !recordId) return
    const message = prizeAddressError(form, validatePhone)
    if (message) return setError(message)
    // A refusal's message was toasted; the form stays for a correction.
    const outcome = await saving.run({ record_id: recordId, ...form })
    if (outcome.status !== 'done') return
    toast('提交成功，奖品将尽快为您寄出')
    setForm(EMPTY)
    onClose()
  }

  return (
    <Popup
      visible={!!recordId}
      onMaskClick={() => !busy && onClose()}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <div className={transferStyles.sheet} role="dialog" aria-label="填写收货信息">
        <div className={transferStyles.sheetTitle}>填写收货信息</div>
        <p className={styles.muted}>奖品：{prizeName}</p>
        <div className={transferStyles.field}>
          <label className={transferStyles.label} htmlFor={`${id}receiverName`}>
            收货人
          </label>
          <Input
            id={`${id}receiverName`}
            placeholder="收货人姓名"
            value={form.receiverName}
            onChange={set('receiverName')}
            maxLength={20}
          />
        </div>
        <div className={transferStyles.field}>
          <label className={transferStyles.label} htmlFor={`${id}receiverPhone`}>
            联系电话
          </label>
          <Input
            id={`${id}receiverPhone`}
            placeholder="联系电话"
            inputMode="numeric"
            value={form.receiverPhone}
            onChange={set('receiverPhone')}
          />
        </div>
        <div className={transferStyles.field}>
          <label className={transferStyles.label} htmlFor={`${id}receiverAddress`}>
            收货地址
          </label>
          <TextArea
            id={`${id}receiverAddress`}
            placeholder="省市区、街道、门牌号"
            value={form.receiverAddress}
            onChange={set('receiverAddress')}
            rows={2}
            maxLength={100}
          />
        </div>
        {error ? (
          <p className={transferStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={transferStyles.sheetActions}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={busy}
            disabled={busy}
            onClick={() => void submit()}
          >
            提交
          </Button>
        </div>
      </div>
    </Popup>
  )
}
