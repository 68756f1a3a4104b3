import { Button } from 'antd-mobile'
import { useUnbindPhone } from '@/api/identity-actions'
import { trackEvent, useTrackView } from '@/api/tracking'
import { session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { showModal } from '@/shared/ui'
import { maskBoundPhone } from '../rules'
import { ACCOUNT_TEXT } from '../texts'
import { appId, currentOpenId, refreshStoredUser } from './session-user'
import styles from './bind-form.module.css'

export interface UnbindPanelProps {
  phone: string
  /** After a successful unbind (the page shows the bind form again or moves on). */
  onUnbound: () => void
  /** 更换手机号: switch to the bind form. */
  onChangePhone?: () => void
}

/** The unbind mode of a phone-bound user (account-and-shared §4): confirm, unbind, toast 解绑成功. */
export function UnbindPanel({ phone, onUnbound, onChangePhone }: UnbindPanelProps) {
  // A failure: the HTTP layer toasted. The refreshed user stays inside the action's guard.
  const { busy, run } = useUnbindPhone({
    onSuccess: async (sent) => {
      if (!sent) return
      session.remove('islogined')
      await refreshStoredUser()
      toast(ACCOUNT_TEXT.unbindSuccessToast)
      onUnbound()
    },
  })
  // §9's unbind view and click: the panel shown, its 解除绑定 tapped.
  useTrackView('unbindView')
  const unbind = async () => {
    if (busy) return
    await run({
      openId: currentOpenId(),
      appId,
      // Tracked and asked inside the guard: a double tap counts one click and opens one dialog.
      confirm: () => {
        trackEvent('unbindClick')
        return showModal({
          message: '解除绑定后将无法在微信中查看直销账户资产及参与活动，确定要解除绑定吗？',
          confirmText: '确定解绑',
          cancelText: '取消',
        })
      },
    })
  }

  return (
    <>
      <section className={styles.phoneCard} aria-label="已绑定手机号">
        <p className={styles.phoneLabel}>当前绑定手机号</p>
        <p className={styles.phone}>{maskBoundPhone(phone)}</p>
      </section>
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        size="large"
        loading={busy}
        disabled={busy}
        onClick={() => void unbind()}
      >
        {ACCOUNT_TEXT.unbindButton}
      </Button>
      {onChangePhone ? (
        <div className={styles.center}>
          <button type="button" className={styles.linkButton} onClick={onChangePhone}>
            {ACCOUNT_TEXT.changePhone}
          </button>
        </div>
      ) : null}
      <p className={styles.hint}>如需更换绑定的手机号，可先解除绑定后使用新手机号重新绑定。</p>
    </>
  )
}
