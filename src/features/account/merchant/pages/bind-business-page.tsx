import { toast } from '@/shared/lib/toast'
import { PageError, PageLoading, RiskFooter, StopNotice } from '@/shared/ui'
import { useVerifyForm } from '@/shared/ui/verify-fields'
import { MerchantBindForm } from '../components/merchant-bind-form'
import { MerchantHero } from '../components/merchant-hero'
import { ResultNotice, ResultPopup } from '../components/result-notice'
import { RuleCard } from '../components/rule-card'
import { useMerchantPage, useMerchantQuery } from '../use-merchant-page'
import { useMerchantSubmit } from '../use-merchant-submit'
import styles from '../components/merchant.module.css'

/**
 * /bindBusiness (account-and-shared §2, §4): merchant-business binding with phone, image captcha and SMS
 * code. A stopped page shows its stop notice; the answer becomes a result line with the environment's
 * download buttons (or a pop-up, or a move to the store / download page).
 */
export default function BindBusinessPage() {
  const q = useMerchantQuery()
  const { init, stop, error, reload, userId } = useMerchantPage(q)
  const form = useVerifyForm()
  const { busy, outcome, submit, clear } = useMerchantSubmit('phone')

  if (error) return <PageError error={error} onRetry={reload} />
  if (!init) return <PageLoading />
  if (stop) return <StopNotice stop={stop} />

  const onSubmit = async () => {
    const message = form.validate()
    if (message) return toast(message)
    await submit({
      page_flag: q.pageFlag,
      user_id: userId,
      invitedPhone: form.phone,
      check_code: form.sms,
      captcha: form.captcha,
      checkKey: form.checkKey,
      channel1: q.channel1,
      channel2: q.channel2,
      posId: q.posId,
      orderNo: q.orderNo,
      m1userId: q.m1userId,
      m2userId: q.m2userId,
      visitSource: q.visitSource,
      activityCode: q.activityCode,
      uid: q.uid,
    })
  }

  const shown =
    outcome && outcome.kind !== 'popup' && outcome.kind !== 'go' && outcome.kind !== 'error' ? outcome : null
  return (
    <main className={styles.page}>
      <MerchantHero />
      <section className={`${styles.card} ${styles.formCard}`} aria-label="商户绑定">
        {shown ? (
          <ResultNotice outcome={shown} />
        ) : (
          <MerchantBindForm form={form} busy={busy} onSubmit={() => void onSubmit()} />
        )}
      </section>
      <RuleCard />
      <ResultPopup outcome={outcome?.kind === 'popup' ? outcome : null} onClose={clear} />
      <RiskFooter />
    </main>
  )
}
