import { Component, type ErrorInfo, type ReactNode } from 'react'
import { browser } from '@/shared/lib/browser'
import { CodeLoadError, isCodeLoadError, RELEASE_CHANGED_TITLE } from '@/shared/lib/failure'
import { note } from '@/shared/monitor/report'
import { PageError } from '@/shared/ui/page-state'
import { recoverCodeLoad, reloadAfterFailedRetry } from './code-recovery'
import { retryFailedLoads } from './navigation/page-loader'

interface Props {
  children: ReactNode
}
interface State {
  error: Error | null
}

export const PAGE_ERROR_TITLE = '页面出了点小问题，请稍后重试'
/** The page's own code did not arrive (the line under it says why: the network, or a new release). */
export const PAGE_CODE_FAILED_TITLE = '页面加载失败'

const releaseChanged = (error: unknown) => error instanceof CodeLoadError && error.verdict === 'release'

/**
 * One per route: an error in a page shows a calm error view with a retry, never a white screen. When the
 * page's code (or code it loads later, a chart say) did not arrive, the view says why
 * (src/app/code-recovery.ts): the network, and 重新加载 imports it afresh; or a newer release, and
 * 重新加载 loads the document again. A release deployed meanwhile reloads the page by itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }
  /** The customer tapped 重新加载 after a failed load of code, and the new attempt has not failed yet. */
  private retrying = false

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    note('boundary', error, info.componentStack) // reported after start-up (docs/observability.md)
    if (!isCodeLoadError(error)) return
    const retried = this.retrying
    this.retrying = false
    void this.recover(error, retried)
  }

  /** A page's loader already said why its code failed; code the page loads itself is asked about here. */
  private async recover(error: Error, retried: boolean): Promise<void> {
    let shown: unknown = error
    if (!(error instanceof CodeLoadError)) {
      const outcome = await recoverCodeLoad(error)
      if (outcome.reloading) return
      shown = outcome.error
      if (this.state.error === error) this.setState({ error: outcome.error as Error })
    }
    if (retried) reloadAfterFailedRetry(shown)
  }

  private retry = () => {
    const { error } = this.state
    if (releaseChanged(error)) return browser.reloadFresh()
    this.retrying = isCodeLoadError(error)
    retryFailedLoads()
    this.setState({ error: null })
  }

  render(): ReactNode {
    const { error } = this.state
    if (error) {
      const title = releaseChanged(error)
        ? RELEASE_CHANGED_TITLE
        : isCodeLoadError(error)
          ? PAGE_CODE_FAILED_TITLE
          : PAGE_ERROR_TITLE
      return <PageError message={title} error={error} onRetry={this.retry} />
    }
    return this.props.children
  }
}
