import { signedIn } from '@/api/auth/signed-in'
import { Link } from 'react-router-dom'
import { useTalentStation } from '@/api/talent-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { Picture } from '@/shared/ui/picture'
import { DrawCreditCard } from '../components/draw-credit-card'
import { KnowledgeList } from '../components/knowledge-list'
import { show, talentParams } from '../rules'
import styles from '../components/talent.module.css'

const ENTRIES = [
  { to: PATHS.talentPrizeList, label: '学分兑换', icon: '兑' },
  { to: PATHS.talentCreditRecord, label: '学分记录', icon: '记' },
  { to: PATHS.talentExchangePrize, label: '兑换记录', icon: '奖' },
] as const

/** Talent station home /talentCompetition (marketing §2.9, §7.3). */
export default function TalentHomePage() {
  const params = talentParams(signedIn().userId)
  const station = useTalentStation(params)
  const data = station.data ?? null

  if (station.isPending) return <PageLoading />
  if (station.error || !data)
    return (
      <PageError error={station.error} message="达人驿站加载失败" onRetry={() => void station.refetch()} />
    )

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.user}>
          <Picture className={styles.avatar} src={data.headimgurl} kind="avatar" size={48} />
          <div>
            <p className={styles.nickname}>{show(data.nickname)}</p>
            <p className={styles.subtitle}>理财达人驿站 · 学知识 赚学分 兑好礼</p>
          </div>
        </div>
      </header>
      <DrawCreditCard station={data} />
      <nav className={styles.entries} aria-label="达人驿站入口">
        {ENTRIES.map((e) => (
          <Link key={e.to} className={styles.entry} to={href(e.to)}>
            <span className={styles.entryIcon} aria-hidden>
              {e.icon}
            </span>
            {e.label}
          </Link>
        ))}
      </nav>
      <KnowledgeList />
      <RiskFooter />
    </main>
  )
}
