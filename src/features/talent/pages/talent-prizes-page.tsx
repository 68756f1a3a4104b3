import { useRef, useState } from 'react'
import { Button, Dialog } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { answerLost, ApiError } from '@/api/http'
import { exchangeCredit, TALENT_CODES, type TalentPrize } from '@/api/talent'
import { talentKeys, useTalentPrizes } from '@/api/talent-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { PRIZES_GONE_TEXT } from '@/shared/lib/texts'
import { toast } from '@/shared/lib/toast'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { prizeAction, show, talentParams } from '../rules'
import styles from '../components/talent.module.css'

/** Talent prizes /talentPrizeList: exchange credit for a card after a confirm (marketing §7.3, §8). */
export default function TalentPrizesPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const list = useTalentPrizes(talentParams())
  const busy = useRef(false)
  const [pending, setPending] = useState<string | null>(null)

  const exchange = async (prize: TalentPrize) => {
    if (busy.current) return
    busy.current = true
    try {
      const ok = await Dialog.confirm({
        title: '确认兑换',
        content: `确定使用 ${show(prize.needCredit)} 学分兑换「${show(prize.prizeName)}」吗？`,
        confirmText: '确认兑换',
        cancelText: '再想想',
      })
      if (!ok) return
      setPending(prize.id)
      const result = await exchangeCredit(
        { ...talentParams(), prize_id: prize.id },
        { quietCodes: [TALENT_CODES.soldOut] },
      )
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
      // The exchange changed the credit, the stock and both record lists: the station's reads are
      // asked again (this list at once, the others where they are shown).
      void queryClient.invalidateQueries({ queryKey: talentKeys.all })
    } catch (e) {
      if (e instanceof ApiError && e.code === TALENT_CODES.soldOut) {
        toast(PRIZES_GONE_TEXT)
        void list.refetch()
      } else if (answerLost(e)) await list.refetch() // before another try (docs/money-actions.md)
    } finally {
      busy.current = false
      setPending(null)
    }
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
                  {p.prizeImg ? <img className={styles.prizeImg} src={p.prizeImg} alt="" /> : null}
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
                    loading={pending === p.id}
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
