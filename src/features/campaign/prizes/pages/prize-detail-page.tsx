import { useMemo } from 'react'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { session } from '@/shared/lib/storage'
import { AppModal, RichText, RiskFooter, useCopyLock } from '@/shared/ui'
import { PrizeCard } from '../components/prize-card'
import { readStoredPrize } from '../rules'
import styles from '../components/prizes.module.css'

const text = (v: string) => (v.trim() ? v : EMPTY_TEXT)

function goBack(navigate: (delta: number) => void) {
  if (window.history.length > 1) navigate(-1)
  else window.location.hash = '/'
}

/** Prize detail /mgmfourQy and /mgmfourQynew, read from session storage (marketing §2.4). */
export default function PrizeDetailPage() {
  const navigate = useNavigate()
  const prize = useMemo(() => readStoredPrize(session.getJson<unknown>('mgmPrizeDetail')), [])
  const copy = useCopyLock()
  const back = () => goBack(navigate)

  if (!prize)
    return (
      <main className={styles.page}>
        <AppModal visible message="暂无奖品信息" confirmText="返回" onConfirm={back} />
        <RiskFooter />
      </main>
    )

  return (
    <main className={styles.page}>
      <header className={styles.detailHero}>
        <span className={styles.detailBadge}>{text(prize.prizeType)}</span>
        <h1 className={styles.detailName}>{text(prize.prizesName)}</h1>
        <p className={styles.detailValid}>有效期至 {text(prize.deadline)}</p>
      </header>
      <PrizeCard prize={prize} onCopy={copy} />
      <section className={styles.card} aria-label="权益信息">
        <dl className={styles.facts}>
          <div>
            <dt>权益状态</dt>
            <dd>{text(prize.status)}</dd>
          </div>
          <div>
            <dt>权益类型</dt>
            <dd>{text(prize.prizeType)}</dd>
          </div>
          <div>
            <dt>有效期</dt>
            <dd>{text(prize.deadline)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-label="使用说明">
        <h2 className={styles.cardTitle}>使用说明</h2>
        {prize.instructions ? (
          <RichText html={prize.instructions} className={styles.instructions} />
        ) : (
          <p className={styles.muted}>{EMPTY_TEXT}</p>
        )}
      </section>
      <div className={styles.footerBar}>
        <Button block shape="rounded" color="primary" onClick={back}>
          返回
        </Button>
      </div>
      <RiskFooter />
    </main>
  )
}
