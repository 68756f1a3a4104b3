import { Button, Skeleton } from 'antd-mobile'
import { browser } from '@/shared/lib/browser'
import { currentChannel } from '@/shared/lib/channel'
import { describeFailure } from '@/shared/lib/failure'
import { openNativeLogin } from '@/shared/lib/native-app'
import { CopyButton } from './copy-button'
import { HOTLINE, RiskFooter } from './risk-footer'
import { DisconnectedIcon, NoticeIcon, WeChatIcon } from './state-icons'
import styles from './page-state.module.css'
import './theme.css'

/** Skeleton shown while a page's first data loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中" data-page-loading="">
      <Skeleton animated className={styles.banner} />
      {[0, 1].map((card) => (
        <div key={card} className={styles.loadingCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph animated lineCount={3} />
        </div>
      ))}
    </div>
  )
}

export interface PageErrorProps {
  /** What failed to load (the title). */
  message?: string
  /** The failure, as the call rejected: it decides the picture and the line under the title. */
  error?: unknown
  /** Defaults to reloading the page. */
  onRetry?: () => void
}

/**
 * A page whose data did not load, with a retry. "Check the network" and the disconnected picture only for a
 * network failure; a failure the server answered (5555, 4444, any other code) shows its message (or
 * 服务繁忙，请稍后重试) under a neutral picture (shared/lib/failure.ts).
 */
export function PageError({
  message = '页面加载失败',
  error,
  onRetry = () => browser.reload(),
}: PageErrorProps) {
  const failure = describeFailure(error)
  const retry = failure.signIn ? signInAgain : onRetry
  return (
    <div role="alert" className={styles.error} data-failure={failure.network ? 'network' : 'service'}>
      {/* Own icons rather than antd-mobile's ErrorBlock: its pictures weigh ~10 KiB in the start-up bundle. */}
      {failure.network ? (
        <DisconnectedIcon className={styles.errorIcon} />
      ) : (
        <NoticeIcon className={styles.errorIcon} />
      )}
      <p className={styles.errorTitle}>{message}</p>
      {failure.text !== message ? <p className={styles.errorDesc}>{failure.text}</p> : null}
      <div className={styles.actions}>
        <Button shape="rounded" className={styles.primary} onClick={retry}>
          {failure.signIn ? '重新登录' : '重新加载'}
        </Button>
      </div>
    </div>
  )
}

/**
 * An expired session (docs/identity.md, "A session that expires"): the same call would fail again. In the
 * app, its native login, back to this page; elsewhere a new page load, whose route signs the customer in
 * again (WeChat's authorisation).
 */
function signInAgain(): void {
  if (currentChannel() === 'app') openNativeLogin()
  else browser.reload()
}

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
        <div className={styles.actions}>
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
      <div className={styles.actions}>
        <Button shape="rounded" className={styles.primary} onClick={() => openNativeLogin()}>
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
      <div className={styles.actions}>
        <Button shape="rounded" className={styles.primary} loading={busy} onClick={onRetry}>
          重试
        </Button>
        <Button shape="rounded" className={styles.secondary} onClick={() => openNativeLogin()}>
          重新登录
        </Button>
      </div>
    </div>
  )
}
