import { checkedVerifyService } from '@/api/verify-service'
import { Button } from 'antd-mobile'
import { VerifyFields, type VerifyForm } from '@/shared/ui/verify-fields'
import styles from './merchant.module.css'

/** The phone + captcha + SMS bind form both merchant pages show (account-and-shared §2). */
export function MerchantBindForm({
  form,
  busy,
  onSubmit,
}: {
  form: VerifyForm
  busy: boolean
  onSubmit: () => void
}) {
  return (
    <>
      <h2 className={styles.cardTitle}>绑定手机号</h2>
      <p className={styles.cardSub}>请使用本人手机号，绑定后可领取商户专属权益</p>
      <div className={styles.form}>
        <VerifyFields form={form} service={checkedVerifyService} />
      </div>
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        data-dim={form.isComplete ? undefined : ''}
        loading={busy}
        onClick={onSubmit}
      >
        立即绑定
      </Button>
    </>
  )
}
