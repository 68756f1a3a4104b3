import { signedIn } from '@/api/auth/signed-in'
import { Button, Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import { TALENT_CODES, type TalentPrize } from '@/api/talent'
import { useExchangeCredit, useTalentPrizes } from '@/api/talent-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { PRIZES_GONE_TEXT } from '@/shared/lib/texts'
import { toast } from '@/shared/lib/toast'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { Picture } from '@/shared/ui/picture'
import { prizeAction, show, talentParams } from '../rules'
import styles from '../components/talent.module.css'

/** Talent prizes /talentPrizeList: exchange credit for a card after a confirm (marketing §7.3, §8). */
export default function TalentPrizesPage() {
  const navigate = useNavigate()
  const list = useTalentPrizes(talentParams(signedIn().userId))
  const exchangeCredit = useExchangeCredit(talentParams(signedIn().userId))

  const exchange = async (prize: TalentPrize) => {
    // The confirmation is asked inside the action's guard (a second tap opens no second dialog). The
    // exchange changed the credit, the stock and both record lists, and a sold-out prize's list is read
    // again: both declared by useExchangeCredit.
    const outcome = await exchangeCredit.run({
      prizeId: prize.id,
      confirm: () =>
        Dialog.confirm({
          title: '确认兑换',
          content: `确定使用 ${show(prize.needCredit)} 学分兑换「${show(prize.prizeName)}」吗？`,
          confirmText: '确认兑换',
          cancelText: '再想想',
        }),
    })
    if (outcome.status === 'failed') {
      const e = outcome.error
      if (e instanceof ApiError && e.code === TALENT_CODES.soldOut) toast(PRIZES_GONE_TEXT)
      return
    }
    if (outcome.status !== 'done' || !outcome.data) return
    const result = outcome.data
    await Dialog.alert({
      title: '兑换成功',
      content: (
        <div style={{ textAlign: 'center' }}>
          <p>已成功兑换「{show(result.prizeName)}」</p>
          <p className={styles.rowSub}>{show(result.exchange_time_content)}</p>
          <p className={styles.rowSub}>剩余学分 {show(result.userCredit)}</p>
        </div>
      ),
      confirmText: '好的',
    })
  }

  if (list.isPending) return <PageLoading />
  if (list.error)
    return <PageError error={list.error} message="奖品加载失败" onRetry={() => void list.refetch()} />
  const rows = list.data ?? []

  return (
    <main className={styles.page} style={{ paddingTop: 12 }}>
      <section className={styles.card} aria-label="学分兑换">
        <h2 className={styles.cardTitle}>
          学分兑换
          <Button size="mini" fill="none" onClick={() => navigate(href(PATHS.talentExchangePrize))}>
            兑换记录 ›
          </Button>
        </h2>
        {rows.length === 0 ? (
          <EmptyState message="暂无可兑换的奖品" />
        ) : (
          <ul className={styles.list}>
            {rows.map((p) => {
              const action = prizeAction(p)
              return (
                <li key={p.id} className={styles.row}>
                  <Picture className={styles.prizeImg} src={p.prizeImg} kind="prize" size={56} lazy />
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>{show(p.prizeName)}</p>
                    <p className={styles.rowSub}>
                      <span className={styles.plus}>{show(p.needCredit)}</span> 学分 · 剩余 {show(p.stock)} 份
                    </p>
                  </div>
                  <Button
                    color="primary"
                    shape="rounded"
                    size="small"
                    disabled={!action.enabled}
                    loading={exchangeCredit.running?.prizeId === p.id}
                    aria-label={`${action.label} ${p.prizeName}`}
                    onClick={() => void exchange(p)}
                  >
                    {action.label}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <RiskFooter />
    </main>
  )
}
