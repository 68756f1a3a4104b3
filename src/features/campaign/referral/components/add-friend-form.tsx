import { verifyService } from '@/api/verify-service'
import { Button } from 'antd-mobile'
import { REFERRAL_CAPTCHA_MAX_LENGTH } from '@/shared/lib/validate'
import { RiskFooter } from '@/shared/ui'
import { useVerifyForm, VerifyFields, type VerifyValues } from '@/shared/ui/verify-fields'
import { REFERRAL_TEXT } from '../texts'
import styles from './referral.module.css'

export interface AddFriendFormProps {
  title: string
  hint: string
  /** The add is on its way (the page's action: one at a time). */
  busy: boolean
  /** Sends the add; a failure keeps what the user typed. */
  onSubmit: (values: VerifyValues) => void
}

/**
 * Phone + image captcha (numeric, at most 6) + SMS code (marketing §2.5, §2.6, §5). The button looks
 * disabled until all three are filled, but a tap still names the first problem; one submit at a time,
 * and the entries stay after a failure.
 */
export function AddFriendForm({ title, hint, busy, onSubmit }: AddFriendFormProps) {
  const form = useVerifyForm({ captchaMaxLength: REFERRAL_CAPTCHA_MAX_LENGTH })

  const submit = () => {
    if (busy) return
    if (form.validate()) return
    onSubmit(form.values)
  }

  return (
    <main className={styles.formPage}>
      <header className={styles.formHead}>
        <h1 className={styles.formTitle}>{title}</h1>
        <p className={styles.formHint}>{hint}</p>
      </header>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <VerifyFields
          form={form}
          service={verifyService}
          phoneLabel={REFERRAL_TEXT.friendPhone}
          phonePlaceholder={REFERRAL_TEXT.friendPhonePlaceholder}
        />
        <Button
          block
          type="submit"
          shape="rounded"
          color="primary"
          loading={busy}
          className={styles.submit}
          // Looks disabled until all three are filled (§5) but still answers a tap with the first problem.
          data-inactive={form.isComplete ? undefined : ''}
        >
          {REFERRAL_TEXT.submit}
        </Button>
      </form>
      <RiskFooter />
    </main>
  )
}
