import { memo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { HoldingProduct } from '@/api/holdings'
import { formatDate } from '@/shared/lib/dates'
import { formatNav, formatPerTenThousand, formatSevenDayYield } from '@/shared/lib/format'
import { toast } from '@/shared/lib/toast'
import { displayAmount, holdingRoute, holdingTypeName, isMoneyHolding } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface HoldingRowProps {
  product: HoldingProduct
  hidden: boolean
  /** Shown under the name on the by-type list (-- when not sent, so every row there has one height). */
  distributorName?: string
}

/** A row's height as drawn at the default font (px); the windowed list measures the real one. */
export const HOLDING_ROW_HEIGHT = 103.5
/** With the distributor's name under the product name (/assetsHold). */
export const HOLDING_ROW_WITH_DISTRIBUTOR_HEIGHT = 121

/**
 * One holding: name, code, amount and the type's figures; opens its fund detail (marketing §2.7, §5).
 * Memoised: a windowed list re-renders on scroll, and rows that stay on screen need not.
 */
export const HoldingRow = memo(function HoldingRow({ product: p, hidden, distributorName }: HoldingRowProps) {
  const navigate = useNavigate()
  const money = isMoneyHolding(p)
  const open = () => {
    const to = holdingRoute(p)
    if (to) navigate(to)
    else toast(T.privateFund)
  }
  const navDate = formatDate(p.navDate)
  return (
    <button type="button" className={styles.row} onClick={open}>
      <span className={`${styles.rowHead} ${styles.rowArrow}`}>
        <span className={styles.rowName}>{p.prodNameShort || p.prodName || '--'}</span>
        <span className={styles.rowCode}>{p.prodCode || '--'}</span>
        <span className={styles.tag}>{holdingTypeName(p.respProductType)}</span>
      </span>
      {distributorName !== undefined && <span className={styles.rowDist}>{distributorName || '--'}</span>}
      <span className={styles.rowFigures}>
        <span className={styles.figure}>
          <span className={styles.figureLabel}>{T.holdAmount}</span>
          <span className={styles.figureValue}>{displayAmount(p.holdAsset, hidden)}</span>
        </span>
        {money ? (
          <>
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{T.sevenDay}</span>
              <span className={styles.figureValue}>{formatSevenDayYield(p.sevenDaysIncomeRate)}</span>
            </span>
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{T.perTenThousand}</span>
              <span className={styles.figureValue}>{formatPerTenThousand(p.tenThousandIncomeAmt)}</span>
            </span>
          </>
        ) : (
          <>
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{T.nav}</span>
              <span className={styles.figureValue}>{formatNav(p.lastNav, p.navDecimalPlaces)}</span>
            </span>
            <span className={styles.figure}>
              <span className={styles.figureLabel}>{T.navDate}</span>
              <span className={styles.figureValue}>{navDate}</span>
            </span>
          </>
        )}
      </span>
    </button>
  )
})
