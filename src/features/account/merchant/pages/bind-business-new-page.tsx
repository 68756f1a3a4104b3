import { useState } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { useNavigate } from 'react-router-dom'
import type { MerchantInviteRequest } from '@/api/merchant'
import { href, PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { PageError, PageLoading, RiskFooter, StopNotice } from '@/shared/ui'
import { useVerifyForm } from '@/shared/ui/verify-fields'
import { MerchantBindForm } from '../components/merchant-bind-form'
import { MerchantHero } from '../components/merchant-hero'
import { OneClickCard } from '../components/one-click-card'
import { ResultNotice, ResultPopup } from '../components/result-notice'
import { RuleCard } from '../components/rule-card'
import { SharePanel } from '../components/share-panel'
import { formVariantForUserState, MERCHANT_TEXT, type LinkButton } from '../rules'
import { useButtonLinks } from '../use-button-links'
import { useMerchantPage, useMerchantQuery, type MerchantQuery } from '../use-merchant-page'
import { useMerchantSubmit } from '../use-merchant-submit'
import type { BindBusinessSuccessState } from './bind-business-success-page'
import styles from '../components/merchant.module.css'

/** The link a friend opens: this page with the merchant's own params (not the user's tracking ones). */
function shareLink(q: MerchantQuery): string {
  const route = href(PATHS.bindBusinessNew, {
    pageFlag: q.pageFlag,
    posId: q.posId,
    channel1: q.channel1,
    channel2: q.channel2,
  })
  return `${window.location.origin}${window.location.pathname}#${route}`
}

/**
 * /bindBusinessNew (account-and-shared §2, §4): the smart bind page. User state 0 login form, 1 one-click
 * register, 2 one-click bind, 3 'already invited'; share to a WeChat friend, moments or by QR code.
 * Success goes to /bindBusinessSuccess?isBusiness=1, which shows 您的好友已成功邀请您.
 */
export default function BindBusinessNewPage() {
  const q = useMerchantQuery()
  const navigate = useNavigate()
  const { init, stop, error, reload, userId } = useMerchantPage(q)
  const form = useVerifyForm()
  const links = useButtonLinks()
  const [useForm, setUseForm] = useState(false)
  const { busy, outcome, submit, clear } = useMerchantSubmit('smart', (outcome) => {
    // account-and-shared §4: success, then 您的好友已成功邀请您 (shown on the success page).
    const state: BindBusinessSuccessState =
      outcome.kind === 'success' ? { message: outcome.text, detail: outcome.detail } : {}
    navigate(href(PATHS.bindBusinessSuccess, { isBusiness: 1 }), { replace: true, state })
    return true
  })

  if (error) return <PageError error={error} onRetry={reload} />
  if (!init) return <PageLoading />
  if (stop) return <StopNotice stop={stop} />

  const phone = signedIn().phone
  const stateVariant = formVariantForUserState(init.userState)
  // One-click needs the phone WeChat holds; without it (or on 更换手机号) the login form is shown.
  const variant = useForm || (stateVariant !== 'already-invited' && !phone) ? 'login-form' : stateVariant

  const base: Omit<MerchantInviteRequest, 'invitedPhone'> = {
    page_flag: q.pageFlag,
    user_id: userId,
    channel1: q.channel1,
    channel2: q.channel2,
    posId: q.posId,
    orderNo: q.orderNo,
    m1userId: q.m1userId,
    m2userId: q.m2userId,
    visitSource: q.visitSource,
    activityCode: q.activityCode,
    uid: q.uid,
  }
  const bindWithForm = async () => {
    const message = form.validate()
    if (message) return toast(message)
    await submit({
      ...base,
      invitedPhone: form.phone,
      check_code: form.sms,
      captcha: form.captcha,
      checkKey: form.checkKey,
    })
  }

  const configButtons = [links.download, links.store].filter((b): b is LinkButton => !!b)
  const shown =
    outcome && (outcome.kind === 'success' || outcome.kind === 'failed' || outcome.kind === 'links')
      ? outcome
      : null

  let body
  if (shown) body = <ResultNotice outcome={shown} />
  else if (variant === 'already-invited')
    body = (
      <ResultNotice outcome={{ kind: 'links', text: MERCHANT_TEXT.alreadyInvited, buttons: configButtons }} />
    )
  else if (variant === 'login-form')
    body = <MerchantBindForm form={form} busy={busy} onSubmit={() => void bindWithForm()} />
  else
    body = (
      <OneClickCard
        variant={variant}
        phone={phone}
        busy={busy}
        onConfirm={() => void submit({ ...base, invitedPhone: phone })}
        onChangePhone={() => setUseForm(true)}
      />
    )

  return (
    <main className={styles.page}>
      <MerchantHero />
      <section className={`${styles.card} ${styles.formCard}`} aria-label="商户绑定">
        {body}
      </section>
      <SharePanel link={shareLink(q)} />
      <RuleCard />
      <ResultPopup outcome={outcome?.kind === 'popup' ? outcome : null} onClose={clear} />
      <RiskFooter />
    </main>
  )
}
