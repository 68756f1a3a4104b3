import { Button } from 'antd-mobile'
import { openNativeLogin } from '@/shared/lib/native-app'
import { CopyButton } from './copy-button'
import { HOTLINE, RiskFooter } from './risk-footer'
import { DisconnectedIcon } from './state-icons'
import { WeChatIcon } from './wechat-icon'
import styles from './gate-notices.module.css'
import stateStyles from './page-state.module.css'
import './theme.css'

/**
 * What the route gate shows in place of a page (src/app/navigation/route-gate.tsx): a channel the page does not open
 * in, a restricted customer, the app's login. Its own chunk, asked for only when one of them is shown, so
 * the first paint of a page that opens does not carry them (docs/decisions/025).
 */

// account-and-shared §1 and §8: pages outside the allowed groups only open in WeChat.
export const BLOCKED_CHANNEL_TEXT = '请使用微信打开页面'

/** A full page of its own, so it carries the risk footer with the hotline (account-and-shared §1). */
export function BlockedChannel() {
  return (
    <main className={styles.page}>
      <div className={styles.notice}>
        <WeChatIcon />
        <h1 className={styles.noticeTitle}>{BLOCKED_CHANNEL_TEXT}</h1>
        <p className={styles.noticeText}>
          为保障您的账户安全，本页面仅支持在微信中访问。请复制链接，在微信中发送并打开。
        </p>
        <div className={stateStyles.actions}>
          <CopyButton text={window.location.href} label="复制链接" />
        </div>
      </div>
      <RiskFooter />
    </main>
  )
}

// account-and-shared §4, §6, §8: a restricted user (app login isLimit=1) gets the server's limitContent.
/** Shown when the server sends isLimit=1 with an empty limitContent: never a blank warning. */
export const RESTRICTED_TEXT = '您的账户暂时受限，暂时无法办理此业务'
/** The line under a limit message: who to call (account-and-shared §1: hotline 950950). */
export const HOTLINE_HINT = `如有疑问请致电客服热线${HOTLINE}`

/** The hotline line, dialable: 如有疑问请致电客服热线950950. */
export function HotlineHint({ className }: { className?: string }) {
  return (
    <p className={[styles.hotlineHint, className].filter(Boolean).join(' ')}>
      如有疑问请致电客服热线
      <a className={styles.tel} href={`tel:${HOTLINE}`}>
        {HOTLINE}
      </a>
    </p>
  )
}

/**
 * The restricted-user page (app login isLimit=1): the server's limitContent (RESTRICTED_TEXT when it is
 * empty), the hotline and the risk footer.
 */
export function RestrictedUser({ text }: { text?: string | null }) {
  return (
    <main className={styles.page}>
      <div role="alert" className={styles.notice}>
        <DisconnectedIcon />
        <h1 className={styles.noticeTitle}>温馨提示</h1>
        <p className={styles.noticeText}>{text?.trim() || RESTRICTED_TEXT}</p>
        <HotlineHint />
      </div>
      <RiskFooter />
    </main>
  )
}

export const APP_LOGIN_TITLE = '请先登录'
export const APP_LOGIN_FAILED_TITLE = '登录失败'

/** In the app, a page that needs the customer: the app's native login, back here afterwards. */
export function AppLoginRequired() {
  return (
    <div className={styles.notice}>
      <DisconnectedIcon />
      <h1 className={styles.noticeTitle}>{APP_LOGIN_TITLE}</h1>
      <p className={styles.noticeText}>登录App账户后即可查看本页内容</p>
      <div className={stateStyles.actions}>
        <Button shape="rounded" className={stateStyles.primary} onClick={() => openNativeLogin()}>
          立即登录
        </Button>
      </div>
    </div>
  )
}

/** In the app, the ticket login failed: try again with it, or log in afresh in the app. */
export function AppLoginFailed({ onRetry, busy }: { onRetry: () => void; busy?: boolean }) {
  return (
    <div role="alert" className={styles.notice}>
      <DisconnectedIcon />
      <h1 className={styles.noticeTitle}>{APP_LOGIN_FAILED_TITLE}</h1>
      <p className={styles.noticeText}>登录信息校验未通过，可能是网络不稳定或登录已过期，请重试或重新登录</p>
      <div className={stateStyles.actions}>
        <Button shape="rounded" className={stateStyles.primary} loading={busy} onClick={onRetry}>
          重试
        </Button>
        <Button shape="rounded" className={styles.secondary} onClick={() => openNativeLogin()}>
          重新登录
        </Button>
      </div>
    </div>
  )
}

export type GateNoticeProps =
  | { kind: 'blocked' }
  | { kind: 'restricted'; text?: string | null }
  | { kind: 'appLoginFailed'; onRetry: () => void; busy?: boolean }
  | { kind: 'appLoginRequired' }

/** The route gate's notice of that kind (src/app/navigation/route-gate.tsx loads this module when it shows one). */
export default function GateNotice(props: GateNoticeProps) {
  switch (props.kind) {
    case 'blocked':
      return <BlockedChannel />
    case 'restricted':
      return <RestrictedUser text={props.text} />
    case 'appLoginFailed':
      return <AppLoginFailed onRetry={props.onRetry} busy={props.busy} />
    case 'appLoginRequired':
      return <AppLoginRequired />
  }
}
