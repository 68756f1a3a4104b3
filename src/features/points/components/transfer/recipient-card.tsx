import { Button, Input } from 'antd-mobile'
import { useId } from 'react'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PHONE_LENGTH } from '@/shared/lib/validate'
import type { TransferFlow } from '../../use-transfer'
import pointsStyles from '../points.module.css'
import styles from './transfer.module.css'

/** 转赠给: the receiver's phone, looked up with transfer/getUserInfo, and who it is. */
export function RecipientCard({ flow }: { flow: TransferFlow }) {
  const { target } = flow
  const id = useId()
  return (
    <section className={pointsStyles.card} aria-label="转赠对象">
      <div className={pointsStyles.cardHead}>
        <span className={pointsStyles.cardTitle}>转赠给</span>
        <span className={pointsStyles.cardSub}>仅限已绑定手机号的用户</span>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          手机号
        </label>
        <Input
          id={id}
          placeholder="请输入对方手机号"
          value={flow.phone}
          onChange={(v) => flow.setPhone(v.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          clearable
          onEnterPress={() => void flow.lookup()}
        />
        <Button
          size="small"
          color="primary"
          fill="outline"
          shape="rounded"
          loading={flow.looking}
          disabled={flow.looking}
          onClick={() => void flow.lookup()}
        >
          查询
        </Button>
      </div>
      {flow.phoneError ? (
        <p className={styles.error} role="alert">
          {flow.phoneError}
        </p>
      ) : null}
      {target ? (
        <div className={styles.target} aria-label="转赠对象信息">
          <span className={styles.targetAvatar} aria-hidden>
            {(target.nickname || '用').slice(0, 1)}
          </span>
          <div>
            <div className={styles.targetName}>{target.nickname || '微信用户'}</div>
            <div className={styles.targetPhone}>{target.phone || EMPTY_TEXT}</div>
          </div>
        </div>
      ) : null}
    </section>
  )
}
