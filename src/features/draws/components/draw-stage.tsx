import { useRef, useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import { Link } from 'react-router-dom'
import type { DrawResult } from '@/api/draws'
import { href, PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { PageError, PageLoading } from '@/shared/ui'
import {
  chanceCount,
  currentUserId,
  DRAW_ANIMATION_MS,
  drawButton,
  NO_CHANCE_HINT,
  resultCopy,
  type DrawSetup,
} from '../rules'
import { GiftIcon } from './gift-icon'
import styles from './draws.module.css'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Props {
  setup: DrawSetup
  /** Called with the result instead of the popup (the union variant opens its result page). */
  onResult?: (result: DrawResult) => void
}

/** Chances, the animated box and the draw (one call at a time); the result pops up. */
export function DrawStage({ setup, onResult }: Props) {
  const userId = currentUserId()
  const info = useRequest(() => setup.chances(userId), [setup, userId])
  const [left, setLeft] = useState<number | null>(null)
  const chances = left ?? chanceCount(info.data)
  const [drawing, setDrawing] = useState(false)
  const [result, setResult] = useState<DrawResult | null>(null)
  const busy = useRef(false)

  if (info.loading && !info.data) return <PageLoading />
  if (info.error) return <PageError message="抽奖信息加载失败" onRetry={info.reload} />

  const draw = async () => {
    if (busy.current || chances <= 0) return
    busy.current = true
    setDrawing(true)
    try {
      const [r] = await Promise.all([setup.draw(userId), wait(DRAW_ANIMATION_MS)])
      setLeft(chanceCount(r))
      if (onResult) onResult(r)
      else setResult(r)
    } catch {
      // http.ts has toasted the message (1111: no chance left); refresh the count
      setLeft(null)
      info.reload()
    } finally {
      busy.current = false
      setDrawing(false)
    }
  }

  const button = drawButton(chances, drawing)
  const copy = result ? resultCopy(result) : null
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
      {chances <= 0 && !drawing ? <p className={styles.hint}>{NO_CHANCE_HINT}</p> : null}
      <nav className={styles.links} aria-label="抽奖入口">
        <Link to={href(PATHS.prizelist)}>中奖记录 ›</Link>
        <Link to={href(PATHS.cardqy)}>我的权益 ›</Link>
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
            <Button block color="primary" shape="rounded" onClick={() => setResult(null)}>
              {chances > 0 ? '再抽一次' : '我知道了'}
            </Button>
          </div>
        ) : null}
      </Popup>
    </section>
  )
}
