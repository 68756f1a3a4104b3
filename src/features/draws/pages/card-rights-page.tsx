import { Link, useSearchParams } from 'react-router-dom'
import { getUserPrize } from '@/api/draws'
import { useRequest } from '@/shared/lib/use-request'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { CardView } from '../components/card-view'
import { PhysicalRight } from '../components/physical-right'
import { RightsList } from '../components/rights-list'
import { currentUserId, linkHref, poolFrom, POOL_SETUPS, recordsLink, type PoolSetup } from '../rules'
import styles from '../components/draws.module.css'

/** One right: the record is looked up in its pool; a physical prize shows there, an e-card by userPrize/{id}. */
function RightDetail({ setup, userId, recordId }: { setup: PoolSetup; userId: string; recordId: string }) {
  const right = useRequest(async () => {
    const record = (await setup.records(userId)).find((r) => r.recordId === recordId)
    if (record?.prizeType === 3) return { physical: record, card: null }
    return { physical: null, card: await getUserPrize(recordId) }
  }, [setup, userId, recordId])

  if (right.loading && !right.data) return <PageLoading />
  if (right.error) return <PageError error={right.error} message="权益信息加载失败" onRetry={right.reload} />
  const { physical, card } = right.data ?? { physical: null, card: null }
  if (physical) return <PhysicalRight record={physical} userId={userId} onExchanged={right.reload} />
  // A card without a name and without a code is no card to show.
  if (card && (card.prizesName || card.accountNum)) return <CardView card={card} />
  return (
    <section className={styles.card} aria-label="我的权益">
      <EmptyState
        message="暂无权益，快去抽奖吧"
        action={<Link to={linkHref(recordsLink(setup.pool))}>查看中奖记录</Link>}
      />
    </section>
  )
}

/**
 * 我的权益 /cardqy (marketing §2.10, §7.4): `?pool=` lists the pool's rights; `?recordId=&pool=` shows one
 * (an e-card with copyable codes, or a physical prize with 去兑换). Without a pool: the transfer pool.
 */
export default function CardRightsPage() {
  const [params] = useSearchParams()
  const recordId = (params.get('recordId') ?? '').trim()
  const setup = POOL_SETUPS[poolFrom(params.get('pool'))]
  const userId = currentUserId()
  return (
    <main className={styles.page}>
      {recordId ? (
        <RightDetail setup={setup} userId={userId} recordId={recordId} />
      ) : (
        <RightsList setup={setup} userId={userId} />
      )}
      <RiskFooter />
    </main>
  )
}
