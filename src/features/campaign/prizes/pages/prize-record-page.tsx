import { Button } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { PrizeRecord } from '@/api/mgm-prizes'
import { usePrizeRecords } from '@/api/mgm-prizes-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { campaignGate, useCampaignUser, variantForFlag } from '../../common'
import { CampaignGate } from '../../common/campaign-gate'
import styles from '../components/prizes.module.css'

const text = (v: string) => (v.trim() ? v : EMPTY_TEXT)

/** Prize record /mgmPrizeRecorder (query eventId, pageFlag; marketing §2.4). */
export default function PrizeRecordPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const variant = variantForFlag(params.get('pageFlag'))
  const pageFlag = params.get('pageFlag') || variant.inviterFlag
  const user = useCampaignUser()
  // marketing §6: the records are for a bound and opened user, as the home's 兑换记录 button decides.
  const gate = user.loading || user.error ? null : campaignGate(user.state)
  const ready = !user.loading && !user.error && !gate && !!user.userId
  const list = usePrizeRecords({ pageFlag, userId: user.userId }, { enabled: ready })

  if (user.loading || (ready && list.isPending)) return <PageLoading />
  if (user.error) return <PageError error={user.error} onRetry={user.reload} />
  if (gate) return <CampaignGate gate={gate} variant={variant} user={user} />
  if (list.error)
    return <PageError error={list.error} message="兑换记录加载失败" onRetry={() => void list.refetch()} />

  const records = list.data ?? []
  const open = (record: PrizeRecord) => {
    session.setJson('mgmPrizeDetail', record)
    navigate(href(variant.prizeDetail))
  }

  return (
    <main className={styles.page}>
      {records.length === 0 ? (
        <section className={styles.card}>
          <EmptyState
            message="暂无兑换记录，快去邀请好友赚取奖励吧"
            action={
              <Button shape="rounded" color="primary" onClick={() => navigate(href(variant.home))}>
                去邀请
              </Button>
            }
          />
        </section>
      ) : (
        <>
          <p className={styles.recordsHead}>共{records.length}条兑换记录，点击查看卡券详情</p>
          <ul className={styles.records} aria-label="兑换记录">
            {records.map((r, i) => (
              <li key={`${r.prizeSendTime}-${i}`}>
                <button type="button" className={styles.record} onClick={() => open(r)}>
                  <span className={styles.recordIcon} aria-hidden="true">
                    卡
                  </span>
                  <span className={styles.recordMain}>
                    <span className={styles.recordName}>{text(r.prizesName)}</span>
                    <span className={styles.recordTime}>发放时间：{text(r.prizeSendTime)}</span>
                  </span>
                  <span className={styles.recordStatus}>{text(r.status)}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <RiskFooter />
    </main>
  )
}
