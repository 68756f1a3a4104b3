import { Component, type ErrorInfo, type ReactNode } from 'react'
import { PageError } from '@/shared/ui/page-state'

interface Props {
  children: ReactNode
}
interface State {
  error: Error | null
}

/** One per route: an error in a page shows a calm error view with a retry, never a white screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[route error]', error.message, info.componentStack?.split('\n')[1]?.trim() ?? '')
  }

  render(): ReactNode {
    if (this.state.error) {
      return (
        <PageError
          message="页面出了点小问题，请稍后重试"
          error={this.state.error}
          onRetry={() => this.setState({ error: null })}
        />
      )
    }
    return this.props.children
  }
}
