import { useState } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { useRegisterOneClick } from '@/api/identity-actions'
import { href, PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { isValidPhone } from '@/shared/lib/validate'
import { BIND_AUTH_CODE, maskBoundPhone, registerAuthCode } from '../rules'
import { ACCOUNT_TEXT } from '../texts'
import { AgreementChecks } from './agreement-checks'
import { AGREE_FIRST_TEXT } from './bind-form'
import { bindCallOptions, handleBindFailure } from './bind-outcome'
import { currentOpenId } from './session-user'
import { SubmitButton } from '@/shared/ui/submit-button'
import { useAfterBind, type AfterBindOptions } from './use-after-bind'
import styles from './bind-form.module.css'

export interface OneTapPanelProps extends AfterBindOptions {
  /** register: one-click registration (agreement 2 decides authCode); bind: one-tap binding (authCode '2'). */
  mode: 'register' | 'bind'
}

/**
 * /bindUserPhoneRegister and /bindUserPhoneLogin (account-and-shared §2, §4, §5): the current phone
 * masked, 更换手机号 to /bindUser, agreement 1 required, and one button (wechatAppBind).
 */
export function OneTapPanel({ mode, isMgm, isLinkZx, targetUrl }: OneTapPanelProps) {
  const navigate = useNavigate()
  const phone = signedIn().phone
  const [agree1, setAgree1] = useState(false)
  const [agree2, setAgree2] = useState(false)
  const after = useAfterBind({ isMgm, isLinkZx, targetUrl })
  // What follows the registration or its failure stays inside the action's guard.
  const { busy, run } = useRegisterOneClick({
    call: bindCallOptions(isMgm),
    onSuccess: () => after.succeed(),
    onError: (e) => handleBindFailure(e, isMgm, (to) => navigate(to, { replace: true })),
  })
  const formPath = href(PATHS.bindUser, { isMgm, isExChange: '1', isLinkZx, targetUrl })
  const hasPhone = isValidPhone(phone)

  const submit = async () => {
    if (busy || !hasPhone) return
    if (!agree1) return toast(AGREE_FIRST_TEXT)
    await run({
      phone,
      openid: currentOpenId(),
      authCode: mode === 'register' ? registerAuthCode(agree2) : BIND_AUTH_CODE,
    })
  }

  // Without a usable phone on the WeChat user there is nothing to use "with one tap": the form asks for it.
  if (!hasPhone) return <Navigate to={formPath} replace />

  return (
    <>
      <section className={styles.phoneCard} aria-label="当前手机号">
        <p className={styles.phoneLabel}>
          {mode === 'register' ? '将使用以下手机号注册' : '将使用以下手机号绑定'}
        </p>
        <p className={styles.phone}>{maskBoundPhone(phone)}</p>
        <Link className={styles.linkButton} to={formPath}>
          {ACCOUNT_TEXT.changePhone}
        </Link>
      </section>
      {mode === 'bind' ? <p className={styles.warning}>{ACCOUNT_TEXT.ownPhoneWarning}</p> : null}
      <AgreementChecks
        agree1={agree1}
        onAgree1={setAgree1}
        agree2={mode === 'register' ? agree2 : undefined}
        onAgree2={mode === 'register' ? setAgree2 : undefined}
      />
      <SubmitButton className={styles.submit} dimmed={!agree1} busy={busy} onClick={() => void submit()}>
        {mode === 'register' ? ACCOUNT_TEXT.registerButton : ACCOUNT_TEXT.oneTapBindButton}
      </SubmitButton>
      {after.overlay}
    </>
  )
}
