import { verifyService } from '@/api/verify-service'
import { useRef, useState } from 'react'
import { Button } from 'antd-mobile'
import { REFERRAL_CAPTCHA_MAX_LENGTH } from '@/shared/lib/validate'
import { RiskFooter } from '@/shared/ui'
import { useVerifyForm, VerifyFields, type VerifyValues } from '@/shared/ui/verify-fields'
import { REFERRAL_TEXT } from '../texts'
import styles from './referral.module.css'

export interface AddFriendFormProps {
  title: string
  hint: string
  /** Resolves when the add succeeded; rejects (after its own toast) otherwise. */
  onSubmit: (values: VerifyValues) => Promise<void>
}

/**
 * Phone + image captcha (numeric, at most 6) + SMS code (marketing §2.5, §2.6, §5). The button looks
 * disabled until all three are filled, but a tap still names the first problem; one submit at a time,
 * and the entries stay after a failure.
 */
export function AddFriendForm({ title, hint, onSubmit }: AddFriendFormProps) {
  const form = useVerifyForm({ captchaMaxLength: REFERRAL_CAPTCHA_MAX_LENGTH })
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  const submit = async () => {
    if (inFlight.current) return
    if (form.validate()) return
    inFlight.current = true
    setBusy(true)
    try {
      await onSubmit(form.values)
    } catch {
      /* the caller toasted; keep what the user typed */
    } finally {
      inFlight.current = false
      setBusy(false)
    }
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
          void submit()
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
