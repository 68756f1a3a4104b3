import { checkedVerifyService } from '@/api/verify-service'
import { useState } from 'react'
import { ApiError } from '@/api/http'
import { usePhoneLogin } from '@/api/identity-actions'
import { session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { isBindFormComplete } from '@/shared/lib/validate'
import { useVerifyForm, VerifyFields } from '@/shared/ui/verify-fields'
import { AgreementChecks } from './agreement-checks'
import { AGREE_FIRST_TEXT } from './bind-form'
import { isAml, showAmlNotice } from './bind-outcome'
import { currentOpenId, refreshStoredUser } from './session-user'
import { SubmitButton } from '@/shared/ui/submit-button'
import styles from './bind-form.module.css'

/** Phone login code 1111: the phone is already bound, the flow continues (account-and-shared §4). */
export const ALREADY_BOUND_CODE = '1111'

export interface PhoneLoginFormProps {
  /** Logged in (or already bound): the caller stores the choice and goes on. */
  onDone: () => void
}

/**
 * The phone login form (route name exchangePhone, account-and-shared §2, §4): phone, captcha, SMS code
 * and agreement 1. 9900 raises the anti-money-laundering notice; 1111 counts as already bound.
 */
export function PhoneLoginForm({ onDone }: PhoneLoginFormProps) {
  const form = useVerifyForm()
  const [agree1, setAgree1] = useState(false)
  const loggedIn = async () => {
    session.set('islogined', '1')
    await refreshStoredUser()
    onDone()
  }
  // What follows the login (or 1111, already bound) stays inside the action's guard.
  const { busy, run } = usePhoneLogin({
    onSuccess: loggedIn,
    onError: async (e) => {
      if (isAml(e)) return showAmlNotice(e)
      if (e instanceof ApiError && e.code === ALREADY_BOUND_CODE) await loggedIn()
    },
  })

  const submit = async () => {
    if (busy) return
    const message = form.validate()
    if (message) return toast(message)
    if (!agree1) return toast(AGREE_FIRST_TEXT)
    await run({
      phone: form.phone,
      checkCode: form.sms,
      captcha: form.captcha,
      checkKey: form.checkKey,
      openId: currentOpenId(),
    })
  }

  return (
    <>
      <div className={styles.card}>
        <VerifyFields form={form} service={checkedVerifyService} />
      </div>
      <AgreementChecks agree1={agree1} onAgree1={setAgree1} />
      <SubmitButton
        className={styles.submit}
        dimmed={!isBindFormComplete({ ...form.values, agree1 })}
        busy={busy}
        onClick={() => void submit()}
      >
        登录
      </SubmitButton>
    </>
  )
}
