import { useState } from 'react'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import type { InviteRecord } from '@/api/mgm-progress'
import { useInviteProgress } from '@/api/mgm-progress-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { campaignGate } from '../../common'
import { CampaignGate } from '../../common/campaign-gate'
import { ProgressEmpty } from '../components/progress-empty'
import { ProgressRow } from '../components/progress-row'
import { RemindSheet } from '../components/remind-sheet'
import { progressRowButton } from '../rules'
import { PROGRESS_TEXT } from '../texts'
import { useInviterPage } from '../use-inviter-page'
import { useRemind } from '../use-remind'
import styles from '../components/progress.module.css'

function goBack(navigate: (delta: number) => void) {
  if (window.history.length > 1) navigate(-1)
  else window.location.hash = '/'
}

/** Invite progress /mgmInviteprogress and /mgmInviteprogressnew (marketing §2.3, §4.3). */
export default function ProgressPage() {
  const navigate = useNavigate()
  const { variant, pageFlag, eventId, user, loading, error, reload } = useInviterPage()
  // marketing §6: progress is for a bound and opened user, as the home's 邀请进度 button decides.
  const gate = loading || error ? null : campaignGate(user.state)
  const ready = !loading && !error && !gate
  const list = useInviteProgress({ pageFlag, userId: user.userId, eventId }, { enabled: ready })
  // The reminders name the inviter by app client number (in the app, the signed-in client number).
  const { remind, apply } = useRemind(user.appClientNo)
  const [sheetFor, setSheetFor] = useState<InviteRecord | null>(null)
  const rowVariant = variant.key === 'sc' ? 'sc' : 'standard'

  if (loading) return <PageLoading />
  if (error) return <PageError error={error} onRetry={reload} />
  if (gate) return <CampaignGate gate={gate} variant={variant} user={user} />
  if (list.isPending) return <PageLoading />
  if (list.error || !list.data)
    return <PageError error={list.error} message="邀请进度加载失败" onRetry={() => void list.refetch()} />

  const rows = list.data.resultList.map(apply)
  const isWhite = list.data.isWhite === '1'
  const done = rows.filter((r) => progressRowButton(r, rowVariant) === 'complete').length
  const addButton = isWhite && (
    <Button
      block
      shape="rounded"
      fill="outline"
      color="primary"
      className={styles.addBtn}
      onClick={() => navigate(href(PATHS.mgmfourWhitelist, { eventId, pageFlag }))}
    >
      {PROGRESS_TEXT.addRecommend}
    </Button>
  )

  return (
    <main className={styles.page}>
      {rows.length === 0 ? (
        <section className={styles.card}>
          <ProgressEmpty onInvite={() => navigate(href(variant.home))} onBack={() => goBack(navigate)} />
          {addButton}
        </section>
      ) : (
        <>
          <section className={styles.summary} aria-label="邀请概况">
            <div>
              <strong>{rows.length}</strong>
              <span>已邀请好友</span>
            </div>
            <div>
              <strong>{done}</strong>
              <span>已完成任务</span>
            </div>
          </section>
          <section className={styles.card} aria-label="好友列表">
            <h1 className={styles.cardTitle}>好友邀请进度</h1>
            <ul className={styles.list}>
              {rows.map((r, i) => (
                <ProgressRow
                  key={`${r.recordId}-${i}`}
                  record={r}
                  variant={rowVariant}
                  onRemind={setSheetFor}
                />
              ))}
            </ul>
            {addButton}
          </section>
        </>
      )}
      <p className={styles.tip}>{PROGRESS_TEXT.tip}</p>
      <RiskFooter />
      <RemindSheet record={sheetFor} onPick={remind} onClose={() => setSheetFor(null)} />
    </main>
  )
}
