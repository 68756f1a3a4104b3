import { checkedVerifyService } from '@/api/verify-service'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useBindPhone } from '@/api/identity-actions'
import { toast } from '@/shared/lib/toast'
import { isBindFormComplete } from '@/shared/lib/validate'
import { useVerifyForm, VerifyFields } from '@/shared/ui/verify-fields'
import { BIND_AUTH_CODE } from '../rules'
import { ACCOUNT_TEXT } from '../texts'
import { AgreementChecks } from './agreement-checks'
import { bindCallOptions, handleBindFailure } from './bind-outcome'
import { currentOpenId } from './session-user'
import { SubmitButton } from '@/shared/ui/submit-button'
import { useAfterBind, type AfterBindOptions } from './use-after-bind'
import styles from './bind-form.module.css'

export const AGREE_FIRST_TEXT = '请先阅读并同意相关协议'

export interface BindFormProps extends AfterBindOptions {
  submitText?: string
}

/**
 * The bind form (account-and-shared §2, §4, §5): own phone, image captcha, SMS code, agreement 1
 * (required: button dimmed and nothing sent without it), agreement 2 (optional). Bind always sends
 * authCode '2'.
 */
export function BindForm({
  isMgm,
  isLinkZx,
  targetUrl,
  submitText = ACCOUNT_TEXT.bindButton,
}: BindFormProps) {
  const navigate = useNavigate()
  const form = useVerifyForm()
  const [agree1, setAgree1] = useState(false)
  const [agree2, setAgree2] = useState(false)
  const after = useAfterBind({ isMgm, isLinkZx, targetUrl })
  // What follows a bind or its failure stays inside the action's guard: a second tap sends nothing.
  const { busy, run } = useBindPhone({
    call: bindCallOptions(isMgm),
    onSuccess: () => after.succeed(),
    onError: (e) => handleBindFailure(e, isMgm, (to) => navigate(to, { replace: true })),
  })

  const submit = async () => {
    if (busy) return
    const message = form.validate()
    if (message) return toast(message)
    if (!agree1) return toast(AGREE_FIRST_TEXT)
    await run({
      phone: form.phone,
      openId: currentOpenId(),
      checkCode: form.sms,
      authCode: BIND_AUTH_CODE,
      captcha: form.captcha,
      checkKey: form.checkKey,
    })
  }

  return (
    <>
      <div className={styles.card}>
        <VerifyFields form={form} service={checkedVerifyService} />
      </div>
      <AgreementChecks agree1={agree1} onAgree1={setAgree1} agree2={agree2} onAgree2={setAgree2} />
      <SubmitButton
        className={styles.submit}
        dimmed={!isBindFormComplete({ ...form.values, agree1 })}
        busy={busy}
        onClick={() => void submit()}
      >
        {submitText}
      </SubmitButton>
      {after.overlay}
    </>
  )
}
