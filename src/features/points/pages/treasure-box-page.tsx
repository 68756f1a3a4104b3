import { Button, List, Popup } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import type { TreasureBox } from '@/api/points'
import { useOpenBoxRecords, useOpenBoxState } from '@/api/points-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { Chest } from '../components/box/chest'
import { boxHint, boxResultText, boxState, pointsText, recordTime } from '../rules'
import { useOpenBox } from '../use-open-box'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'
import boxStyles from '../components/box/box.module.css'

/** Share of the progress bar reached: signed days against the last box's need. */
function progressOf(boxes: readonly TreasureBox[], signDays: number): number {
  const last = Math.max(0, ...boxes.map((b) => b.needDays))
  return last > 0 ? Math.min(100, Math.round((signDays / last) * 100)) : 0
}

/**
 * /prizeActivityBox (开宝箱, isMgm 6): the sign-in treasure boxes (marketing §7.4): state
 * (getOpenBoxState), opening with its animation (alterOpenBoxState / getUserOpenTreasureBoxResult), the
 * result and the opening records (getOpenBoxRecord).
 */
export default function TreasureBoxPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const state = useOpenBoxState(userId)
  const records = useOpenBoxRecords(userId, { call: { silent: true } })
  // An opened box books its points: the boxes, their records, the balance and the records
  // (useOpenTreasureBox).
  const box = useOpenBox(userId)

  if (state.isPending) return <PageLoading />
  if (state.error && !state.data)
    return <PageError error={state.error} onRetry={() => void state.refetch()} />
  const { signDays = 0, boxList = [] } = state.data ?? {}
  const names = new Map(boxList.map((b) => [b.boxId, b.boxName]))

  return (
    <main className={styles.page}>
      <section className={boxStyles.hero} aria-label="签到开宝箱">
        <div className={boxStyles.heroTitle}>签到开宝箱</div>
        <div className={boxStyles.heroSub}>
          累计签到 <strong data-testid="box-sign-days">{signDays}</strong> 天，签到越多宝箱越大
        </div>
        {boxList.length ? (
          <div
            className={boxStyles.progress}
            role="progressbar"
            aria-label="签到进度"
            aria-valuenow={progressOf(boxList, signDays)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className={boxStyles.progressBar} style={{ width: `${progressOf(boxList, signDays)}%` }} />
          </div>
        ) : null}
      </section>
      <div className={styles.body}>
        <section className={styles.card} aria-label="宝箱">
          {boxList.length === 0 ? (
            <EmptyState message="宝箱活动准备中，敬请期待" />
          ) : (
            <div className={boxStyles.boxes}>
              {boxList.map((b) => {
                const st = boxState(b)
                const opening = box.opening === b.boxId
                return (
                  <button
                    key={b.boxId}
                    type="button"
                    className={boxStyles.box}
                    data-state={st}
                    aria-busy={opening || undefined}
                    // The name says what the button shows, in order (WCAG 2.5.3).
                    aria-label={`${b.boxName || '宝箱'}，累计签到${b.needDays}天，${opening ? '开启中' : boxHint(b, signDays)}`}
                    onClick={() => void box.open(b)}
                  >
                    <Chest state={st} opening={opening} />
                    <span className={boxStyles.boxName}>{b.boxName || '宝箱'}</span>
                    <span className={boxStyles.boxNeed}>累计签到{b.needDays}天</span>
                    <span className={boxStyles.boxHint}>{opening ? '开启中…' : boxHint(b, signDays)}</span>
                  </button>
                )
              })}
            </div>
          )}
          <Button
            className={styles.signButton}
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(PATHS.pointsHome)}
          >
            去签到
          </Button>
        </section>
        <section className={styles.card} aria-label="开箱记录">
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>开箱记录</span>
          </div>
          {records.error && !records.data ? (
            <Button block fill="none" onClick={() => void records.refetch()}>
              记录加载失败，点击重试
            </Button>
          ) : records.data && records.data.length === 0 ? (
            <EmptyState message="暂无开箱记录" />
          ) : (
            <List>
              {(records.data ?? []).map((r) => (
                <List.Item
                  key={`${r.boxId}-${r.openTime}`}
                  description={recordTime(r.openTime)}
                  extra={
                    <span className={styles.earn}>{r.prizeName || `${pointsText(r.integral)}积分`}</span>
                  }
                >
                  {names.get(r.boxId) || r.boxId || EMPTY_TEXT}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      </div>
      <Popup visible={!!box.result} onMaskClick={box.close} bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
        <div className={styles.popup} role="dialog" aria-label="开箱结果">
          <div className={boxStyles.resultChest}>
            <Chest state="opened" opening={false} />
          </div>
          <div className={styles.popupTitle}>{box.result ? boxResultText(box.result) : ''}</div>
          <p className={styles.muted}>
            {box.result?.fresh
              ? `${box.result.boxName || '宝箱'}已开启，奖励已发放至您的积分账户`
              : `${box.result?.boxName || '宝箱'}开启于 ${recordTime(box.result?.openTime ?? '')}`}
          </p>
          <Button block color="primary" shape="rounded" onClick={box.close}>
            我知道了
          </Button>
        </div>
      </Popup>
      <RiskFooter />
    </main>
  )
}
