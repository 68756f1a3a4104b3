import type { PrizeRecord } from '@/api/mgm-prizes'
import { CopyButton, RichText } from '@/shared/ui'
import { show } from '../rules'
import styles from './draws.module.css'

const CODE_LABEL: Record<PrizeRecord['cardViewType'], string> = { 1: '券码', 2: '兑换链接', 3: '兑换码' }

/** A won e-card (marketing §7.4 userPrize/{id}) with copyable codes. */
export function CardView({ card }: { card: PrizeRecord }) {
  return (
    <>
      <header className={styles.ticket}>
        <h2>{show(card.prizesName)}</h2>
        <p>有效期至 {show(card.deadline)}</p>
      </header>
      <section className={styles.card} aria-label="卡券信息">
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>{CODE_LABEL[card.cardViewType]}</dt>
            <dd>
              {show(card.accountNum)}
              {card.accountNum ? <CopyButton text={card.accountNum} aria-label="复制卡号" /> : null}
            </dd>
          </div>
          {card.cami ? (
            <div className={styles.field}>
              <dt>卡密</dt>
              <dd>
                {card.cami}
                <CopyButton text={card.cami} aria-label="复制卡密" />
              </dd>
            </div>
          ) : null}
          <div className={styles.field}>
            <dt>发放时间</dt>
            <dd>{show(card.prizeSendTime)}</dd>
          </div>
          <div className={styles.field}>
            <dt>状态</dt>
            <dd>{show(card.status)}</dd>
          </div>
        </dl>
      </section>
      {card.instructions ? (
        <section className={styles.card} aria-label="使用说明">
          <h2 className={styles.cardTitle}>使用说明</h2>
          <RichText html={card.instructions} />
        </section>
      ) : null}
    </>
  )
}
