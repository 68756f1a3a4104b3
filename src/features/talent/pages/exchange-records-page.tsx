import { signedIn } from '@/api/auth/signed-in'
import { useTalentExchangeRecords } from '@/api/talent-queries'
import { CopyButton, EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { show, talentParams } from '../rules'
import styles from '../components/talent.module.css'

/** Exchanged prizes /talentExchangePrize (marketing §7.3 exchangePrizeList). */
export default function ExchangeRecordsPage() {
  const list = useTalentExchangeRecords(talentParams(signedIn().userId))
  if (list.isPending) return <PageLoading />
  if (list.error)
    return <PageError error={list.error} message="兑换记录加载失败" onRetry={() => void list.refetch()} />
  const rows = list.data ?? []
  return (
    <main className={styles.page} style={{ paddingTop: 12 }}>
      <section className={styles.card} aria-label="兑换记录">
        {rows.length === 0 ? (
          <EmptyState message="暂无兑换记录" />
        ) : (
          <ul className={styles.list}>
            {rows.map((r, i) => (
              <li key={`${r.prizeSendTime}-${i}`} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>{show(r.prizesName)}</p>
                  <p className={styles.rowSub}>兑换时间：{show(r.prizeSendTime)}</p>
                  <p className={styles.rowSub}>有效期至：{show(r.deadline)}</p>
                  {r.accountNum ? (
                    <p className={styles.rowSub}>
                      卡号/兑换码：{r.accountNum}{' '}
                      <CopyButton text={r.accountNum} aria-label={`复制${r.prizesName}卡号`} />
                    </p>
                  ) : null}
                  {r.cami ? (
                    <p className={styles.rowSub}>
                      卡密：{r.cami} <CopyButton text={r.cami} aria-label={`复制${r.prizesName}卡密`} />
                    </p>
                  ) : null}
                </div>
                <span className={styles.tag}>{show(r.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RiskFooter />
    </main>
  )
}
