import { Button } from 'antd-mobile'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useReferralList } from '@/api/referral-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { referralFlagFor, referralPageFor } from '../rules'
import { REFERRAL_TEXT } from '../texts'
import { useIsWhite } from '../use-white'
import styles from '../components/referral.module.css'

const show = (v: string) => (v.trim() ? v : EMPTY_TEXT)

/** Referral list /recommend and /recommendHh, chosen by page flag (marketing §2.6). */
export default function ReferralPage() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const pageFlag = referralFlagFor(pathname, params.get('pageFlag'))
  const target = referralPageFor(pageFlag)
  // The openid in WeChat, the client number in the app.
  const { userId } = signedIn()
  const list = useReferralList({ user_id: userId, page_flag: pageFlag })
  const white = useIsWhite()

  if (target !== pathname) return <Navigate to={href(target, { pageFlag })} replace />
  if (list.isPending || white.loading) return <PageLoading />
  if (list.error || !list.data)
    return <PageError error={list.error} message="推荐记录加载失败" onRetry={() => void list.refetch()} />

  const voyage = target === PATHS.recommendHh
  const rows = list.data.dtos
  return (
    <main className={styles.page} data-theme={voyage ? 'voyage' : 'plain'}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{voyage ? REFERRAL_TEXT.voyageTitle : REFERRAL_TEXT.plainTitle}</h1>
        <p className={styles.heroSubtitle}>{REFERRAL_TEXT.heroSubtitle}</p>
        <dl className={styles.stats}>
          <div>
            <dt>{REFERRAL_TEXT.invitedCount}</dt>
            <dd>{list.data.num}</dd>
          </div>
          <div>
            <dt>{REFERRAL_TEXT.points}</dt>
            <dd>{list.data.integral}</dd>
          </div>
        </dl>
      </header>
      <section className={styles.card} aria-label={REFERRAL_TEXT.listTitle}>
        <h2 className={styles.cardTitle}>{REFERRAL_TEXT.listTitle}</h2>
        {rows.length === 0 ? (
          <EmptyState message={REFERRAL_TEXT.empty} />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                {REFERRAL_TEXT.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.invitedPhone}-${i}`}>
                  <td>{show(r.invitedName)}</td>
                  <td>{show(r.invitedPhone)}</td>
                  <td>{show(r.inviterStatusStr)}</td>
                  <td>{show(r.openAccountFlagStr)}</td>
                  <td>{show(r.purchaseFlagStr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {white.isWhite && (
          <Button
            block
            shape="rounded"
            color="primary"
            className={styles.addBtn}
            onClick={() => navigate(href(PATHS.addMgmRecom, { pageFlag }))}
          >
            {REFERRAL_TEXT.addReferral}
          </Button>
        )}
      </section>
      <RiskFooter />
    </main>
  )
}
