import { Button } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { DrawPrizeType } from '@/api/draws'
import { href, PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { isRight, linkHref, recordsLink, resultCopy, rightButtonLabel, rightsLink } from '../rules'
import { GiftIcon } from '../components/gift-icon'
import styles from '../components/draws.module.css'

/** /unionDrawPrizeRes: the union (transfer pool) draw's result, read from the query the draw page passed. */
export default function UnionResultPage() {
  const navigate = useNavigate()
  const [q] = useSearchParams()
  const prizeType = Number(q.get('prizeType')) as DrawPrizeType
  const isWin = q.get('isWin') === '1' ? '1' : '0'
  const copy = resultCopy({ isWin, prizeType, prizeName: q.get('prizeName') ?? '' })
  const recordId = q.get('recordId') ?? ''
  const left = Math.max(0, Number(q.get('chanceNum')) || 0)
  const right = isWin === '1' && isRight(prizeType) && !!recordId
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="抽奖结果">
        <div className={styles.result}>
          <div className={styles.resultIcon} aria-hidden>
            <GiftIcon size={72} open={isWin === '1'} />
          </div>
          <p className={styles.resultHeadline}>{copy.headline}</p>
          <p className={styles.resultDetail}>{copy.detail}</p>
          <p className={styles.rowSub}>剩余抽奖机会 {left} 次</p>
          <div className={styles.resultActions}>
            {right ? (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => navigate(linkHref(rightsLink('transfer', recordId)))}
              >
                {rightButtonLabel(prizeType)}
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
