import { useState } from 'react'
import { Popup, SpinLoading } from 'antd-mobile'
import { ApiError } from '@/api/http'
import { EXCHANGE_GONE_CODE, type ExchangePrizes, type ExchangeResult, type Prize } from '@/api/mgm-exchange'
import type { MgmUserParams } from '@/api/mgm'
import { useExchangeCoins, useExchangePrizes } from '@/api/mgm-exchange-queries'
import { EmptyState, RichText } from '@/shared/ui'
import { canExchange, defaultPrize, isPrizeSelectable } from '../../common'
import { XYJ } from '../texts'
import { EXCHANGE_TEXT } from '../overlay-texts'
import styles from './exchange-popup.module.css'

/** marketing §9: the exchange animation runs for 4 seconds. */
export const EXCHANGE_ANIMATION_MS = 4000

/** What the exchange itself shows once tapped; before that, the prizes query decides. */
type ActionPhase =
  | { kind: 'running' }
  | { kind: 'done'; result: ExchangeResult }
  | { kind: 'failed'; title: string; message: string }

type Phase = { kind: 'loading' } | { kind: 'error' } | { kind: 'list'; data: ExchangePrizes } | ActionPhase

export interface ExchangePopupProps {
  visible: boolean
  params: MgmUserParams
  /**
   * §4.5: the usable coins exchange needs (50; the special campaign's smallest prize value). Below it
   * 立即兑换 is disabled and nothing is sent, whichever way the alert was opened (the home's 去兑换, or the
   * stop alert's).
   */
  threshold: number
  onClose: () => void
  onViewRecords: () => void
}

const TAG: Record<Prize['isEnough'], string> = {
  0: EXCHANGE_TEXT.notEnough,
  1: '',
  2: EXCHANGE_TEXT.soldOut,
  3: EXCHANGE_TEXT.unavailable,
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** marketing §4.5: the exchange alert. */
export function ExchangePopup({ visible, params, threshold, onClose, onViewRecords }: ExchangePopupProps) {
  const { pageFlag, userId, eventId } = params
  // Asked on every opening (the coins may have changed since): the spinner until the answer is there.
  const prizes = useExchangePrizes(
    { pageFlag, userId, eventId },
    { enabled: visible, call: { silent: true } },
  )
  const [action, setAction] = useState<ActionPhase | null>(null)
  /** The prize the customer picked; until then the default one (§4.5). */
  const [picked, setPicked] = useState<string | null>(null)
  // One exchange at a time (the action's guard); what it refreshes (the prizes, the home's coins, after a
  // lost answer too) is declared by the hook.
  const exchangeAction = useExchangeCoins(params)
  // Each opening starts from the list again, with the default prize selected.
  const [shownFor, setShownFor] = useState(visible)
  if (shownFor !== visible) {
    setShownFor(visible)
    if (visible) {
      setAction(null)
      setPicked(null)
    }
  }

  const phase: Phase =
    action ??
    (prizes.isFetching || prizes.isPending
      ? { kind: 'loading' }
      : prizes.error || !prizes.data
        ? { kind: 'error' }
        : { kind: 'list', data: prizes.data })
  const selected = picked ?? (prizes.data ? (defaultPrize(prizes.data.prizeList)?.id ?? '') : '')

  const limited = phase.kind === 'list' && phase.data.isTotalLimit === '1'
  const short = phase.kind === 'list' && !canExchange(phase.data.canUseXyj, threshold)

  /** The animation runs its full 4 seconds whatever the answer (§4.5, §9): success and failure alike. */
  const exchange = async () => {
    if (exchangeAction.busy || action?.kind === 'running' || !selected || limited || short) return
    const running = exchangeAction.run(selected)
    setAction({ kind: 'running' })
    const [outcome] = await Promise.all([running, wait(EXCHANGE_ANIMATION_MS)])
    if (outcome.status === 'skipped') return // a second tap: the first one's animation runs
    if (outcome.status === 'done') {
      setAction({ kind: 'done', result: outcome.data })
      return
    }
    const e = outcome.error
    const gone = e instanceof ApiError && e.code === EXCHANGE_GONE_CODE
    setAction({
      kind: 'failed',
      title: gone ? EXCHANGE_TEXT.gone : EXCHANGE_TEXT.failure,
      message: gone ? '' : e instanceof Error ? e.message : '',
    })
  }

  const closable = phase.kind !== 'running'
  return (
    <Popup
      visible={visible}
      onMaskClick={closable ? onClose : undefined}
      bodyClassName={styles.exchange}
      destroyOnClose
    >
      <section role="dialog" aria-label={EXCHANGE_TEXT.title} className={styles.exchangeBody}>
        <div className={styles.exchangeHead}>
          <h2 className={styles.exchangeTitle}>{EXCHANGE_TEXT.title}</h2>
          {closable && (
            <button type="button" className={styles.exchangeClose} aria-label="关闭" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {phase.kind === 'loading' && (
          <div className={styles.animation}>
            <SpinLoading color="primary" />
          </div>
        )}
        {phase.kind === 'error' && (
          <EmptyState
            message="奖品加载失败，请稍后重试"
            action={
              <button type="button" className={styles.exchangeConfirm} onClick={() => void prizes.refetch()}>
                重新加载
              </button>
            }
          />
        )}
        {phase.kind === 'list' && (
          <PrizeList
            data={phase.data}
            threshold={threshold}
            selected={selected}
            onSelect={setPicked}
            onExchange={exchange}
          />
        )}
        {phase.kind === 'running' && (
          <div className={styles.animation} role="status">
            <span className={styles.spinCoin} aria-hidden="true">
              ¥
            </span>
            {EXCHANGE_TEXT.running}
          </div>
        )}
        {phase.kind === 'done' && (
          <div className={styles.result} role="status">
            <span className={styles.resultIcon} aria-hidden="true">
              ✓
            </span>
            <p className={styles.resultTitle}>{EXCHANGE_TEXT.success}</p>
            <p className={styles.resultText}>恭喜您获得{phase.result.prizeName || '--'}</p>
            {phase.result.exchange_time_content && (
              <p className={styles.resultText}>{phase.result.exchange_time_content}</p>
            )}
            <button type="button" className={styles.resultButton} onClick={onViewRecords}>
              {EXCHANGE_TEXT.viewRecords}
            </button>
          </div>
        )}
        {phase.kind === 'failed' && (
          <div className={styles.result} role="alert">
            <span className={styles.resultIcon} aria-hidden="true">
              !
            </span>
            <p className={styles.resultTitle}>{phase.title}</p>
            {phase.message && <p className={styles.resultText}>{phase.message}</p>}
            <button type="button" className={styles.resultButton} onClick={onClose}>
              {EXCHANGE_TEXT.again}
            </button>
          </div>
        )}
      </section>
    </Popup>
  )
}

function PrizeList({
  data,
  threshold,
  selected,
  onSelect,
  onExchange,
}: {
  data: ExchangePrizes
  threshold: number
  selected: string
  onSelect: (id: string) => void
  onExchange: () => void
}) {
  const prizes = data.prizeList
  const limited = data.isTotalLimit === '1'
  const short = !canExchange(data.canUseXyj, threshold)
  const hasDefault = !!defaultPrize(prizes)
  return (
    <>
      <p className={styles.balanceLine}>
        可用{XYJ}
        <strong>{data.canUseXyj}</strong>个
      </p>
      {limited && <p className={styles.limitNotice}>{data.totalLimitContent || EXCHANGE_TEXT.limit}</p>}
      {!hasDefault ? (
        <EmptyState message={EXCHANGE_TEXT.empty} />
      ) : (
        <>
          <div className={styles.prizeGrid} role="group" aria-label="选择奖品">
            {prizes.map((p) => {
              const selectable = isPrizeSelectable(p.isEnough)
              return (
                <button
                  key={p.id}
                  type="button"
                  className={styles.prize}
                  aria-pressed={selected === p.id}
                  disabled={!selectable}
                  onClick={() => onSelect(p.id)}
                >
                  {!selectable && <span className={styles.prizeTag}>{TAG[p.isEnough]}</span>}
                  <span className={styles.prizeValue}>
                    {p.prizeValue}
                    <small>元</small>
                  </span>
                  <span>{p.prizeName || `${p.prizeValue}元购物卡`}</span>
                  <span className={styles.prizeCost}>
                    消耗{p.prizeValue}个{XYJ}
                  </span>
                </button>
              )
            })}
          </div>
          {/* §4.5: once the total limit is reached nothing more can be exchanged; the text says why. Below
              the threshold (50, or the special campaign's smallest prize value) the button is disabled. */}
          <button
            type="button"
            className={styles.exchangeConfirm}
            disabled={!selected || limited || short}
            onClick={onExchange}
          >
            {EXCHANGE_TEXT.confirm}
          </button>
          {short && !limited && <p className={styles.limitNotice}>{EXCHANGE_TEXT.short(threshold)}</p>}
        </>
      )}
      {data.exchange_prize_desc && <RichText html={data.exchange_prize_desc} className={styles.desc} />}
    </>
  )
}
