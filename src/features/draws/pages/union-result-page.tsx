import { signedIn } from '@/api/auth/signed-in'
import { Button } from 'antd-mobile'
import { useLocation, useNavigate } from 'react-router-dom'
import type { DrawPrizeType, DrawResult } from '@/api/draws'
import { href, PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import {
  chanceCount,
  isRight,
  linkHref,
  POOL_SETUPS,
  readUnionDrawResult,
  recordsLink,
  resultCopy,
  rightButtonLabel,
  rightsLink,
} from '../rules'
import { usePoolChanceInfo } from '../pool-queries'
import { GiftIcon } from '../components/gift-icon'
import styles from '../components/draws.module.css'

/** The page's own title (the route table's), the one headline a link opened cold gets. */
const RESULT_TITLE = '抽奖结果'

interface ResultViewProps {
  won: boolean
  headline: string
  detail?: string
  /** Chances left, as the server counts them. */
  left: number
  /** A won right (e-card, physical prize): its record, for 查看权益 / 去兑换. */
  right?: { recordId: string; prizeType: DrawPrizeType } | null
}

function ResultView({ won, headline, detail, left, right }: ResultViewProps) {
  const navigate = useNavigate()
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label={RESULT_TITLE}>
        <div className={styles.result}>
          <div className={styles.resultIcon} aria-hidden>
            <GiftIcon size={72} open={won} />
          </div>
          <p className={styles.resultHeadline}>{headline}</p>
          {detail ? <p className={styles.resultDetail}>{detail}</p> : null}
          <p className={styles.rowSub}>剩余抽奖机会 {left} 次</p>
          <div className={styles.resultActions}>
            {right ? (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => navigate(linkHref(rightsLink('transfer', right.recordId)))}
              >
                {rightButtonLabel(right.prizeType)}
              </Button>
            ) : null}
            <Button
              block
              shape="rounded"
              color={right ? 'default' : 'primary'}
              onClick={() => navigate(href(PATHS.uniondrawprize), { replace: true })}
            >
              {left > 0 ? '继续抽奖' : '返回活动'}
            </Button>
            <Button
              block
              shape="rounded"
              fill="none"
              onClick={() => navigate(linkHref(recordsLink('transfer')))}
            >
              查看中奖记录
            </Button>
          </div>
        </div>
      </section>
      <RiskFooter />
    </main>
  )
}

/** The draw's answer, as /uniondrawprize handed it over. */
function DrawnResult({ result }: { result: DrawResult }) {
  const won = result.isWin === '1'
  const copy = resultCopy(result)
  const right = won && isRight(result.prizeType) && !!result.recordId ? result : null
  return (
    <ResultView
      won={won}
      headline={copy.headline}
      detail={copy.detail}
      left={Math.max(0, result.chanceNum)}
      right={right}
    />
  )
}

/** A link opened cold: no result to tell, the chances as the server counts them, the way to the records. */
function ColdResult() {
  const chances = usePoolChanceInfo(POOL_SETUPS.transfer, signedIn().userId)
  if (chances.isPending) return <PageLoading />
  if (chances.error)
    return (
      <PageError error={chances.error} message="抽奖信息加载失败" onRetry={() => void chances.refetch()} />
    )
  return <ResultView won={false} headline={RESULT_TITLE} left={chanceCount(chances.data)} />
}

/**
 * /unionDrawPrizeRes: the union (transfer pool) draw's result, handed over by /uniondrawprize in route state
 * (survives a reload of the page). Nothing is read from the address: a link opened cold, whatever its
 * query, says 抽奖结果 with the chances left and the records (docs/features/talent-and-draws.md, "The union
 * draw's result").
 */
export default function UnionResultPage() {
  const result = readUnionDrawResult(useLocation().state)
  return result ? <DrawnResult result={result} /> : <ColdResult />
}
