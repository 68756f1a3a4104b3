import { useEffect, useState } from 'react'
import { Button, Skeleton } from 'antd-mobile'
import { browser } from '@/shared/lib/browser'
import { currentChannel } from '@/shared/lib/channel'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { describeFailure, SLOW_NETWORK_TEXT } from '@/shared/lib/failure'
import { openNativeLogin } from '@/shared/lib/native-app'
import { DisconnectedIcon, NoticeIcon } from './state-icons'
import styles from './page-state.module.css'
import './theme.css'

/** After this long without the page's first data, the skeleton says the network is slow (docs/architecture.md). */
export const SLOW_AFTER_MS = 8000

/**
 * Skeleton shown while a page's first data loads. A call that hangs (the app gives up after 30 s) does not
 * leave the customer with a skeleton and nothing else: after SLOW_AFTER_MS it says the network is slow and
 * offers 重新加载 (by default a new load of the page).
 */
export function PageLoading({ onRetry = () => browser.reload() }: { onRetry?: () => void }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中" data-page-loading="">
      {slow ? (
        <div className={`${styles.loadingCard} ${styles.slow}`}>
          <p className={styles.errorDesc}>{SLOW_NETWORK_TEXT}</p>
          <Button shape="rounded" className={styles.primary} onClick={onRetry}>
            重新加载
          </Button>
        </div>
      ) : null}
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
  const failure = describeFailure(error, useRouteMeta()?.login !== false)
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
 * The notices the route gate shows in place of a page (wrong channel, restricted, app login) are in
 * gate-notices.tsx, loaded only when one is shown (docs/decisions/025).
 */

/**
 * An expired session (docs/identity.md, "A session that expires"): the same call would fail again. In the
 * app, its native login, back to this page; elsewhere a new page load, whose route signs the customer in
 * again (WeChat's authorisation).
 */
function signInAgain(): void {
  if (currentChannel() === 'app') openNativeLogin()
  else browser.reload()
}
