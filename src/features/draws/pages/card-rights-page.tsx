import { signedIn } from '@/api/auth/signed-in'
import { Link, useSearchParams } from 'react-router-dom'
import { isRecordId } from '@/api/draws'
import { useUserPrize } from '@/api/draws-queries'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { CardView } from '../components/card-view'
import { PhysicalRight } from '../components/physical-right'
import { RightsList } from '../components/rights-list'
import { usePoolRecords } from '../pool-queries'
import { linkHref, poolFrom, POOL_SETUPS, recordsLink, type PoolSetup } from '../rules'
import styles from '../components/draws.module.css'

/**
 * One right: the record is looked up in its pool's records; a physical prize shows there, an e-card by
 * userPrize/{id} (asked once the records are in, and only for one of them that is no physical prize).
 */
function RightDetail({ setup, userId, recordId }: { setup: PoolSetup; userId: string; recordId: string }) {
  const records = usePoolRecords(setup, userId)
  const record = records.data?.find((r) => r.recordId === recordId)
  const physical = record?.prizeType === 3 ? record : null
  // Only an id among this customer's own records is asked for (docs/api-contract.md "Paths with a
  // parameter"): a link's id that is no record id, or another customer's, shows no right and sends nothing.
  const askable = !!record && !physical && isRecordId(recordId)
  const card = useUserPrize(recordId, { enabled: records.isSuccess && askable })

  // Records read before a draw are being read again: the new record may be in the answer.
  if (records.isPending || (!record && records.isFetching)) return <PageLoading />
  if (records.error)
    return (
      <PageError error={records.error} message="权益信息加载失败" onRetry={() => void records.refetch()} />
    )
  if (physical)
    return (
      // The exchange changes the record's status: the pool's records are read again (usePrizeExchange).
      <PhysicalRight record={physical} userId={userId} setup={setup} />
    )
  if (askable && card.isPending) return <PageLoading />
  if (card.error)
    return <PageError error={card.error} message="权益信息加载失败" onRetry={() => void card.refetch()} />
  // A card without a name and without a code is no card to show.
  if (card.data && (card.data.prizesName || card.data.accountNum)) return <CardView card={card.data} />
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
  const userId = signedIn().userId
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
