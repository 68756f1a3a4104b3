import { Button, Popup } from 'antd-mobile'
import { ACCOUNT_TEXT } from '../texts'
import styles from './transit.module.css'

export interface LoginTypeChooserProps {
  onWechat: () => void
  onPhone: () => void
}

/** The login-type chooser (account-and-shared §4): 微信登录 or 手机号登录. */
export function LoginTypeChooser({ onWechat, onPhone }: LoginTypeChooserProps) {
  return (
    <Popup visible closeOnMaskClick={false} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
      <div className={styles.chooser} role="dialog" aria-labelledby="login-type-title">
        <h2 id="login-type-title" className={styles.chooserTitle}>
          {ACCOUNT_TEXT.loginTypeTitle}
        </h2>
        <p className={styles.chooserSub}>登录后将为您跳转至直销商城</p>
        <Button block color="primary" shape="rounded" size="large" onClick={onWechat}>
          {ACCOUNT_TEXT.wechatLogin}
        </Button>
        <Button block fill="outline" color="primary" shape="rounded" size="large" onClick={onPhone}>
          {ACCOUNT_TEXT.phoneLogin}
        </Button>
      </div>
    </Popup>
  )
}
