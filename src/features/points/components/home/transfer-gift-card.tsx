import { Button, List, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { trackEvent, useTrackView } from '@/api/tracking'
import type { ChanceRecord } from '@/api/draws'
import {
  useTransferPoolChanceRecordsOnTap,
  useTransferPoolChances,
  useTransferPoolClaim,
  useTransferPoolPrizes,
} from '@/api/transfer-pool-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { EmptyState } from '@/shared/ui'
import { recordTime, signedPoints, transferGiftAction } from '../../rules'
import pointsStyles from '../points.module.css'
import styles from './home.module.css'

const ACTION_LABEL = { draw: '去抽奖', join: '立即参与' } as const

/**
 * 转入礼 (marketing §2.12, §9): the transfer-account draw chances (initTransferDrawChance), waiting ones
 * claimed here (receiveWaitDrawChance), drawn on /uniondrawprize; the pool's prizes
 * (transferUserPrizeList) and the chance records (transferDrawChanceRecord). The pool keys the customer
 * and itself as src/api/transfer-pool.ts says (docs/identity.md); its answers are the signed-in
 * customer's, the cache being emptied when they are forgotten (src/app/server-state.tsx).
 */
export function TransferGiftCard() {
  const navigate = useNavigate()
  const chances = useTransferPoolChances({ call: { silent: true } })
  // Without its prizes the card still shows (no error line for them).
  const prizes = useTransferPoolPrizes({ call: { silent: true, noToast: true } })
  const claim = useTransferPoolClaim()
  const chanceRecords = useTransferPoolChanceRecordsOnTap()
  const [records, setRecords] = useState<ChanceRecord[] | null>(null)
  useTrackView('transferGiftView', !!chances.data)

  const receive = async () => {
    // One call at a time, the claim or the records.
    if (chanceRecords.busy) return
    const before = chances.data?.waitChanceNum ?? 0
    // Nothing to claim (1111): the server's message was toasted. Either way the chances have been read
    // again (useTransferPoolClaim).
    const outcome = await claim.run()
    if (outcome.status === 'done') toast(`领取成功，获得${before}次抽奖机会`)
  }

  const openRecords = async () => {
    if (claim.busy) return
    // A failure was toasted by the HTTP layer.
    const outcome = await chanceRecords.run()
    if (outcome.status === 'done') setRecords(outcome.data)
  }

  const info = chances.data
  const action = info ? transferGiftAction(info) : 'join'
  const onMain = () => {
    // §9's transfer-gift click is its 立即参与 (participate); 领取N次机会 and 去抽奖 are not tracked.
    if (action === 'join') trackEvent('transferGiftClick')
    if (action === 'receive') return void receive()
    navigate(action === 'draw' ? PATHS.uniondrawprize : PATHS.transferspecialactivity)
  }

  return (
    <section className={pointsStyles.card} aria-label="转入礼">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>转入礼</span>
        <button type="button" className={styles.more} onClick={() => void openRecords()}>
          机会明细 ›
        </button>
      </div>
      {chances.error && !info ? (
        <button type="button" className={styles.retry} onClick={() => void chances.refetch()}>
          转入礼加载失败，点击重试
        </button>
      ) : !info || prizes.isPending ? (
        // Drawn with its prizes, in one step: the card does not change height twice.
        <div className={`${styles.inline} ${styles.pending} ${styles.pendingTransfer}`}>加载中…</div>
      ) : (
        <>
          <div className={styles.chances}>
            <div className={styles.chanceNums}>
              <div>
                <div className={styles.chanceValue} data-testid="transfer-chances">
                  {info.chanceNum}
                </div>
                <div className={styles.chanceLabel}>可用抽奖机会</div>
              </div>
              <div>
                <div className={styles.chanceValue}>{info.waitChanceNum}</div>
                <div className={styles.chanceLabel}>待领取机会</div>
              </div>
            </div>
            <Button size="small" color="primary" shape="rounded" loading={claim.busy} onClick={onMain}>
              {action === 'receive' ? `领取${info.waitChanceNum}次机会` : ACTION_LABEL[action]}
            </Button>
          </div>
          {prizes.data?.length ? (
            <ul className={styles.chips} aria-label="转入礼奖品">
              {prizes.data
                .filter((p) => p.prizeType !== 0)
                .map((p) => (
                  <li key={p.id} className={styles.chip}>
                    {p.prizeName || EMPTY_TEXT}
                  </li>
                ))}
            </ul>
          ) : null}
        </>
      )}
      <Popup
        visible={records !== null}
        onMaskClick={() => setRecords(null)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      >
        <div className={styles.records} role="dialog" aria-label="机会明细">
          <div className={pointsStyles.popupTitle}>机会明细</div>
          {records?.length ? (
            <List>
              {records.map((r) => (
                <List.Item
                  key={r.id}
                  description={recordTime(r.createTime)}
                  extra={
                    <span className={r.chanceNum < 0 ? pointsStyles.spend : pointsStyles.earn}>
                      {signedPoints(r.chanceNum)}次
                    </span>
                  }
                >
                  {r.source || EMPTY_TEXT}
                </List.Item>
              ))}
            </List>
          ) : (
            <EmptyState message="暂无机会记录" />
          )}
        </div>
      </Popup>
    </section>
  )
}
