import { signedIn } from '@/api/auth/signed-in'
import { Button } from 'antd-mobile'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { usePageConfig } from '@/api/config-queries'
import { usePageShareTracking } from '@/api/page-share-tracking'
import { href } from '@/shared/lib/paths'
import { pageFlagOf } from '@/shared/lib/route-facts'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { PageError, PageLoading, pickStop, RichText, RiskFooter, StopNotice } from '@/shared/ui'
import { linkHref, POOL_SETUPS, poolHomeFor, quizLink, rightsLink } from '../rules'
import { usePoolChances } from '../use-pool-chances'
import styles from '../components/draws.module.css'

/**
 * The activity home of a quiz-earned pool: /studyMoneyManage (study pool) and /transferspecialactivity
 * (transfer pool). Its chances (and waiting chances to claim), the quiz that earns more, the draw, its
 * records, rights and rules; the page config (by the route's page flag) gives the event id, the intro
 * and the stop notice (marketing §2.13, §3).
 */
export default function PoolHomePage() {
  const meta = useRouteMeta()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const home = poolHomeFor(pathname)
  const setup = POOL_SETUPS[home.pool]
  const pageFlag = pageFlagOf(meta?.path) || setup.pageFlag
  const userId = signedIn().userId
  const config = usePageConfig(pageFlag, { call: { noToast: true } })
  const pool = usePoolChances(setup, userId)
  // marketing §7.7: a forwarded visit under the page's flag (xywx_tyjx for the study pool).
  usePageShareTracking(pageFlag)

  if (config.isPending || pool.loading) return <PageLoading />
  if (config.isError)
    return (
      <PageError
        message="活动信息加载失败，请稍后重试"
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    )
  if (pool.error) return <PageError error={pool.error} message="抽奖信息加载失败" onRetry={pool.reload} />
  const stop = pickStop(config.data.pageStopList)
  if (stop) return <StopNotice stop={stop} />

  const quiz = quizLink(home, config.data.moduleList[0]?.id ?? '', pool.waiting)
  const intro = config.data.richText.content.trim()
  return (
    <main className={styles.page}>
      <section className={styles.stage} aria-label={meta?.title || setup.title}>
        <h1 className={styles.title}>{meta?.title || setup.title}</h1>
        <p className={styles.subtitle}>{home.tagline}</p>
        <div className={styles.chances} data-testid="chances">
          剩余抽奖机会<strong>{pool.chances}</strong>次
        </div>
        {pool.waiting > 0 ? (
          <div className={styles.waiting}>
            <span data-testid="waiting-chances">待领取机会 {pool.waiting} 次</span>
            <Button size="mini" shape="rounded" loading={pool.claiming} onClick={() => void pool.claim()}>
              领取
            </Button>
          </div>
        ) : null}
        <nav className={styles.links} aria-label="活动入口">
          <Link to={linkHref(home.records)}>中奖记录 ›</Link>
          <Link to={linkHref(rightsLink(home.pool))}>我的权益 ›</Link>
          <Link to={href(home.rulePath)}>活动规则 ›</Link>
        </nav>
      </section>
      <section className={styles.card} aria-label="参与方式">
        <h2 className={styles.cardTitle}>参与方式</h2>
        <ol className={styles.steps}>
          {quiz ? (
            <li className={styles.step}>
              <div>
                <p className={styles.rowTitle}>答题赢机会</p>
                <p className={styles.rowSub}>完成理财知识答题，领取抽奖机会</p>
              </div>
              <Button size="small" shape="rounded" color="primary" onClick={() => navigate(linkHref(quiz))}>
                去答题
              </Button>
            </li>
          ) : null}
          <li className={styles.step}>
            <div>
              <p className={styles.rowTitle}>抽奖赢好礼</p>
              <p className={styles.rowSub}>每次抽奖消耗1次机会</p>
            </div>
            <Button
              size="small"
              shape="rounded"
              color="primary"
              onClick={() => navigate(href(setup.drawPath))}
            >
              去抽奖
            </Button>
          </li>
        </ol>
      </section>
      {intro ? (
        <section className={styles.card} aria-label="活动介绍">
          <h2 className={styles.cardTitle}>活动介绍</h2>
          <RichText html={intro} />
        </section>
      ) : null}
      <RiskFooter />
    </main>
  )
}
