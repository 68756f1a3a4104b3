import { Button } from 'antd-mobile'
import { maskPhone } from '@/shared/lib/format'
import styles from './merchant.module.css'

export interface OneClickCardProps {
  variant: 'one-click-register' | 'one-click-bind'
  phone: string
  busy: boolean
  onConfirm: () => void
  onChangePhone: () => void
}

/** User state 1 (registered phone not yet in the store: one-click register) and 2 (one-click bind). */
export function OneClickCard({ variant, phone, busy, onConfirm, onChangePhone }: OneClickCardProps) {
  const register = variant === 'one-click-register'
  return (
    <>
      <h2 className={styles.cardTitle}>{register ? '一键注册' : '一键绑定'}</h2>
      <p className={styles.cardSub}>
        {register ? '使用当前微信绑定的手机号注册直销账户' : '使用已注册直销商城的手机号完成绑定'}
      </p>
      <div className={styles.phoneBox}>
        <span className={styles.phoneLabel}>当前手机号</span>
        <strong className={styles.phone}>{maskPhone(phone)}</strong>
      </div>
      {!register && (
        <p className={styles.warn}>
          请确认该手机号为本人手机号，且与直销商城注册的手机号一致，否则可能影响您的积分或权益。
        </p>
      )}
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.submit}
        loading={busy}
        onClick={onConfirm}
      >
        {register ? '一键注册' : '一键绑定'}
      </Button>
      <Button block fill="none" className={styles.change} onClick={onChangePhone}>
        更换手机号
      </Button>
    </>
  )
}
