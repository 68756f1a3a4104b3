import { Input } from 'antd-mobile'
import { useId } from 'react'
import { maxTransferable, pointsText, transferRulesText } from '../../rules'
import type { TransferFlow } from '../../use-transfer'
import pointsStyles from '../points.module.css'
import styles from './transfer.module.css'

/** 转赠积分: the amount, the server's rules for it and 全部 (the largest amount the rules allow). */
export function AmountCard({ flow }: { flow: TransferFlow }) {
  const { rules } = flow
  const all = rules ? maxTransferable(rules) : 0
  const id = useId()
  return (
    <section className={pointsStyles.card} aria-label="转赠积分">
      <div className={pointsStyles.cardHead}>
        <span className={pointsStyles.cardTitle}>转赠积分</span>
        <span className={pointsStyles.cardSub}>可用 {pointsText(rules?.balance ?? flow.balance)} 积分</span>
      </div>
      <div className={`${styles.field} ${styles.amountField}`}>
        <label className={styles.label} htmlFor={id}>
          积分
        </label>
        <Input
          id={id}
          placeholder={rules ? '请输入转赠积分' : '请先查询转赠对象'}
          value={flow.amount}
          onChange={flow.setAmount}
          inputMode="numeric"
          disabled={!rules}
          clearable
        />
        {rules && all > 0 ? (
          <button type="button" className={styles.link} onClick={() => flow.setAmount(String(all))}>
            全部
          </button>
        ) : null}
      </div>
      {flow.amountError ? (
        <p className={styles.error} role="alert">
          {flow.amountError}
        </p>
      ) : null}
      {rules ? <p className={styles.rules}>{transferRulesText(rules)}</p> : null}
    </section>
  )
}
