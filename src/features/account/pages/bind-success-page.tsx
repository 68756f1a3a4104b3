import { useNavigate, useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { Button } from 'antd-mobile'
import { useBanners } from '@/api/config-queries'
import { currentChannel } from '@/shared/lib/channel'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { RiskFooter } from '@/shared/ui'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { followLink } from '@/shared/ui/follow-link'
import { goToTarget } from '../components/go-to-target'
import { LimitNotice } from '../components/limit-notice'
import { currentOpenId } from '../components/session-user'
import { useAppAccount } from '../components/use-app-account'
import { ProfilePromptModal } from '../components/use-profile-prompt'
import { continueTargetForIsMgm, maskBoundPhone, type ContinueTarget } from '../rules'
import styles from './bind-success-page.module.css'

export const BIND_SUCCESS_TEXT = '您已成功绑定财富直销官方服务号及直销商城'

function SuccessIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#d4282d" opacity="0.12" />
      <circle cx="32" cy="32" r="24" fill="#d4282d" />
      <path
        d="m21 33 7.5 7.5L44 25"
        stroke="#fff"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** /bindSuccess?isMgm (account-and-shared §2): masked phone, the continue button by isMgm, banners. */
export default function BindSuccessPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const isMgm = params.get('isMgm')
  // App login (tokens, isLimit), then the open status by the app user id; failures leave null (not open).
  const account = useAppAccount(currentOpenId())
  const banners = useBanners('mgm', currentChannel(), { call: { silent: true, noToast: true } })
  const button = continueTargetForIsMgm(isMgm, account.openAccount, {
    pageId: local.get('wxPageId'),
    inviterOpenId: local.get('inviterOpenId'),
    officialDomain: env().officialDomain,
  })
  const limited = account.app?.isLimit === '1'

  const follow = (target: ContinueTarget) => {
    const go = (route: string) => navigate(route)
    // The direct-sales addresses of this visit's app login by openid, else the ones this customer's app
    // login stored (a sign-in forgets an earlier customer's: docs/identity.md).
    const store = account.app?.openZxUrl || session.get('openZxUrl')
    let done = false
    if (target.kind === 'route') done = goToTarget(target.to, go)
    else if (target.kind === 'external') done = goToTarget(target.url, go)
    else if (target.kind === 'storedOpenStore') done = goToTarget(store, go)
    else done = goToTarget(account.app?.openAccoutUrl || store, go)
    if (!done) toast('页面地址暂不可用，请稍后再试')
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="bind-success-title">
        <SuccessIcon />
        <h1 id="bind-success-title" className={styles.title}>
          绑定成功
        </h1>
        <p className={styles.text}>{BIND_SUCCESS_TEXT}</p>
        <div className={styles.phoneRow}>
          <span className={styles.phoneLabel}>绑定手机号</span>
          <span className={styles.phone}>{maskBoundPhone(signedIn().phone)}</span>
        </div>
        {limited ? <LimitNotice text={account.app?.limitContent ?? ''} /> : null}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={account.loading}
          loadingText="加载中"
          disabled={account.loading || limited}
          onClick={() => follow(button.target)}
        >
          {button.label}
        </Button>
      </section>
      {banners.data?.length ? (
        <BannerCarousel
          className={styles.banner}
          banners={banners.data}
          onNavigate={(url) => void followLink(url, navigate)}
        />
      ) : null}
      <div className={styles.footer}>
        <RiskFooter />
      </div>
      <ProfilePromptModal />
    </main>
  )
}
