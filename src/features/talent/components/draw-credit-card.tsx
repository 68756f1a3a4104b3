import { signedIn } from '@/api/auth/signed-in'
import { useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import type { TalentStationData } from '@/api/talent'
import { useDrawCredit } from '@/api/talent-queries'
import { show, talentParams } from '../rules'
import styles from './talent.module.css'

interface Props {
  station: TalentStationData
}

/**
 * Balance, totals and the credit draw (useDrawCredit: one call at a time, its answer into the station;
 * 0 draws left → disabled).
 */
export function DrawCreditCard({ station }: Props) {
  const action = useDrawCredit(talentParams(signedIn().userId))
  const [won, setWon] = useState<number | null>(null)
  const left = station.drawCreditNum

  const draw = async () => {
    if (left <= 0) return
    // http.ts has toasted a failure's message (e.g. 1111 no draws left today); after a lost answer the
    // station has been read again.
    const outcome = await action.run()
    if (outcome.status === 'done') setWon(outcome.data.credit)
  }

  return (
    <section className={styles.balanceCard} aria-label="我的学分">
      <dl className={styles.stats}>
        <div>
          <dt>可用学分</dt>
          <dd className={styles.strong} data-testid="user-credit">
            {show(station.userCredit)}
          </dd>
        </div>
        <div>
          <dt>累计学分</dt>
          <dd>{show(station.totalCredit)}</dd>
        </div>
        <div>
          <dt>已学知识</dt>
          <dd>
            {show(station.learnedNum)}/{show(station.knowledgeNum)}
          </dd>
        </div>
      </dl>
      <div className={styles.drawRow}>
        <span className={styles.hint}>
          {left > 0 ? `今日还可抽取 ${left} 次` : '今日抽取次数已用完，明天再来吧'}
        </span>
        <Button
          color="primary"
          shape="rounded"
          size="middle"
          loading={action.busy}
          disabled={left <= 0}
          onClick={() => void draw()}
        >
          抽取学分
        </Button>
      </div>
      <Popup
        visible={won !== null}
        onMaskClick={() => setWon(null)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      >
        <div
          className={styles.result}
          role="dialog"
          aria-label="抽取结果"
          style={{ padding: '24px 16px 32px' }}
        >
          <p className={styles.rowSub}>恭喜您抽中</p>
          <p className={styles.resultValue}>+{won ?? 0} 学分</p>
          <p className={styles.rowSub}>学分已存入账户，可前往兑换好礼</p>
          <Button
            block
            color="primary"
            shape="rounded"
            style={{ marginTop: 16 }}
            onClick={() => setWon(null)}
          >
            开心收下
          </Button>
        </div>
      </Popup>
    </section>
  )
}
