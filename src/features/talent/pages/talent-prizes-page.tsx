import { useRef } from 'react'
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
  const list = useTalentPrizes(talentParams())
  const exchangeCredit = useExchangeCredit(talentParams())
  // UI only: the confirm dialog is open (a second tap opens no second dialog); the call's own guard is
  // the action's.
  const asking = useRef(false)

  const exchange = async (prize: TalentPrize) => {
    if (asking.current || exchangeCredit.busy) return
    asking.current = true
    let ok = false
    try {
      ok = await Dialog.confirm({
        title: '确认兑换',
        content: `确定使用 ${show(prize.needCredit)} 学分兑换「${show(prize.prizeName)}」吗？`,
        confirmText: '确认兑换',
        cancelText: '再想想',
      })
    } finally {
      asking.current = false
    }
    if (!ok) return
    // The exchange changed the credit, the stock and both record lists: the station's reads are asked
    // again (useExchangeCredit; after a lost answer the prizes have been read again).
    const outcome = await exchangeCredit.run(prize.id)
    if (outcome.status === 'failed') {
      const e = outcome.error
      if (e instanceof ApiError && e.code === TALENT_CODES.soldOut) {
        toast(PRIZES_GONE_TEXT)
        void list.refetch()
      }
      return
    }
    if (outcome.status !== 'done') return
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
                    loading={exchangeCredit.running === p.id}
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
