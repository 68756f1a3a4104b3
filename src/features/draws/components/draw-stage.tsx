import { signedIn } from '@/api/auth/signed-in'
import { useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import { Link, useNavigate } from 'react-router-dom'
import type { DrawResult } from '@/api/draws'
import { PageError, PageLoading } from '@/shared/ui'
import {
  DRAW_ANIMATION_MS,
  drawButton,
  isRight,
  linkHref,
  NO_CHANCE_HINT,
  recordsLink,
  resultCopy,
  rightButtonLabel,
  rightsLink,
  type PoolSetup,
} from '../rules'
import { usePoolDraw } from '../pool-queries'
import { usePoolChances } from '../use-pool-chances'
import { GiftIcon } from './gift-icon'
import styles from './draws.module.css'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Props {
  setup: PoolSetup
  /** Called with the result instead of the popup (the union variant opens its result page). */
  onResult?: (result: DrawResult) => void
}

/**
 * Chances (and, for pools that have them, waiting chances to claim), the animated box and the draw (one
 * call at a time); the result pops up. Records and rights links carry the pool.
 */
export function DrawStage({ setup, onResult }: Props) {
  const navigate = useNavigate()
  const userId = signedIn().userId
  const pool = usePoolChances(setup, userId)
  const { chances, waiting } = pool
  const action = usePoolDraw(setup, userId)
  const drawing = action.busy
  const [result, setResult] = useState<DrawResult | null>(null)

  if (pool.loading) return <PageLoading />
  if (pool.error) return <PageError error={pool.error} message="抽奖信息加载失败" onRetry={pool.reload} />

  const draw = async () => {
    if (drawing || chances <= 0) return
    // http.ts has toasted a failure's message (1111: no chance left); the count has been read again
    // before another draw is offered (usePoolDraw).
    const outcome = await action.run({ alongside: wait(DRAW_ANIMATION_MS) })
    if (outcome.status !== 'done') return
    if (onResult) onResult(outcome.data)
    else setResult(outcome.data)
  }

  const button = drawButton(chances, drawing)
  const copy = result ? resultCopy(result) : null
  const wonRight = result && result.isWin === '1' && isRight(result.prizeType) ? result : null
  return (
    <section className={styles.stage} aria-label={setup.title}>
      <h1 className={styles.title}>{setup.title}</h1>
      <p className={styles.subtitle}>{setup.subtitle}</p>
      <div className={`${styles.box} ${drawing ? styles.shaking : ''}`} aria-hidden>
        <GiftIcon size={104} />
      </div>
      <div className={styles.chances} data-testid="chances">
        剩余抽奖机会<strong>{chances}</strong>次
      </div>
      {waiting > 0 ? (
        <div className={styles.waiting}>
          <span data-testid="waiting-chances">待领取机会 {waiting} 次</span>
          <Button
            size="mini"
            shape="rounded"
            loading={pool.claiming}
            disabled={drawing}
            onClick={() => void pool.claim()}
          >
            领取
          </Button>
        </div>
      ) : null}
      <div>
        <Button
          className={styles.drawButton}
          shape="rounded"
          disabled={button.disabled}
          onClick={() => void draw()}
        >
          {button.label}
        </Button>
      </div>
      {chances <= 0 && waiting <= 0 && !drawing ? <p className={styles.hint}>{NO_CHANCE_HINT}</p> : null}
      <nav className={styles.links} aria-label="抽奖入口">
        <Link to={linkHref(recordsLink(setup.pool))}>中奖记录 ›</Link>
        <Link to={linkHref(rightsLink(setup.pool))}>我的权益 ›</Link>
      </nav>
      <Popup
        visible={result !== null}
        onMaskClick={() => setResult(null)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      >
        {result && copy ? (
          <div className={styles.result} role="dialog" aria-label="抽奖结果">
            <div className={styles.resultIcon} aria-hidden>
              <GiftIcon size={72} open={result.isWin === '1'} />
            </div>
            <p className={styles.resultHeadline}>{copy.headline}</p>
            <p className={styles.resultDetail}>{copy.detail}</p>
            <div className={styles.resultActions}>
              {wonRight ? (
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  onClick={() => navigate(linkHref(rightsLink(setup.pool, wonRight.recordId)))}
                >
                  {rightButtonLabel(wonRight.prizeType)}
                </Button>
              ) : null}
              <Button
                block
                color={wonRight ? 'default' : 'primary'}
                shape="rounded"
                onClick={() => setResult(null)}
              >
                {chances > 0 ? '再抽一次' : '我知道了'}
              </Button>
            </div>
          </div>
        ) : null}
      </Popup>
    </section>
  )
}
