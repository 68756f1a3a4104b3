import { Button } from 'antd-mobile'
import styles from './buy-bar.module.css'

export interface BuyBarProps {
  onBuy: () => void
  /** Not on sale: the button is off and says why. */
  disabledText?: string | null
  loading?: boolean
}

/** The fixed bottom buy button of a fund detail (catalogue §2.7, §4.7). */
export function BuyBar({ onBuy, disabledText, loading }: BuyBarProps) {
  return (
    <div className={styles.bar}>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        className={styles.button}
        disabled={!!disabledText}
        loading={loading}
        onClick={onBuy}
      >
        {disabledText || '立即购买'}
      </Button>
    </div>
  )
}
