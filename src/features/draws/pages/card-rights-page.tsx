import { Link, useSearchParams } from 'react-router-dom'
import { getUserPrize } from '@/api/draws'
import type { PrizeRecord } from '@/api/mgm'
import { href, PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { CopyButton, EmptyState, PageError, PageLoading, RichText, RiskFooter } from '@/shared/ui'
import { show } from '../rules'
import styles from '../components/draws.module.css'

const CODE_LABEL: Record<PrizeRecord['cardViewType'], string> = { 1: '券码', 2: '兑换链接', 3: '兑换码' }

/** A won e-card /cardqy?recordId= (marketing §7.4 userPrize/{id}) with copyable codes. */
export default function CardRightsPage() {
  const [params] = useSearchParams()
  const recordId = params.get('recordId') ?? ''
  const card = useRequest(() => (recordId ? getUserPrize(recordId) : Promise.resolve(null)), [recordId])

  if (card.loading) return <PageLoading />
  if (card.error) return <PageError message="权益信息加载失败" onRetry={card.reload} />
  // A card without a name and without a code is no card to show.
  const c = card.data && (card.data.prizesName || card.data.accountNum) ? card.data : null
  return (
    <main className={styles.page}>
      {!c ? (
        <section className={styles.card} aria-label="我的权益">
          <EmptyState
            message="暂无权益，快去抽奖吧"
            action={<Link to={href(PATHS.prizelist)}>查看中奖记录</Link>}
          />
        </section>
      ) : (
        <>
          <header className={styles.ticket}>
            <h2>{show(c.prizesName)}</h2>
            <p>有效期至 {show(c.deadline)}</p>
          </header>
          <section className={styles.card} aria-label="卡券信息">
            <dl style={{ margin: 0 }}>
              <div className={styles.field}>
                <dt>{CODE_LABEL[c.cardViewType]}</dt>
                <dd>
                  {show(c.accountNum)}
                  {c.accountNum ? <CopyButton text={c.accountNum} aria-label="复制卡号" /> : null}
                </dd>
              </div>
              {c.cami ? (
                <div className={styles.field}>
                  <dt>卡密</dt>
                  <dd>
                    {c.cami}
                    <CopyButton text={c.cami} aria-label="复制卡密" />
                  </dd>
                </div>
              ) : null}
              <div className={styles.field}>
                <dt>发放时间</dt>
                <dd>{show(c.prizeSendTime)}</dd>
              </div>
              <div className={styles.field}>
                <dt>状态</dt>
                <dd>{show(c.status)}</dd>
              </div>
            </dl>
          </section>
          {c.instructions ? (
            <section className={styles.card} aria-label="使用说明">
              <h2 className={styles.cardTitle}>使用说明</h2>
              <RichText html={c.instructions} />
            </section>
          ) : null}
        </>
      )}
      <RiskFooter />
    </main>
  )
}
