import { useLocation, useSearchParams } from 'react-router-dom'
import { currentChannel } from '@/shared/lib/channel'
import { Landing } from '../components/landing'
import { useButtonLinks } from '../use-button-links'
import styles from '../components/landing.module.css'

export const WECHAT_DOWNLOAD_HINT = '如在微信中无法下载，请点击右上角，选择“在浏览器打开”'

/** What /bindBusinessNew passes along on success: the result line (您的好友已成功邀请您) and its detail. */
export interface BindBusinessSuccessState {
  message?: string
  detail?: string
}

function successState(state: unknown): BindBusinessSuccessState {
  if (!state || typeof state !== 'object') return {}
  const { message, detail } = state as Record<string, unknown>
  return {
    message: typeof message === 'string' ? message : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  }
}

/**
 * /bindBusinessSuccess?isBusiness=1 (account-and-shared §2, §4): success, the merchant result's message
 * when the bind page passed one (您的好友已成功邀请您), then download the app.
 */
export default function BindBusinessSuccessPage() {
  const [params] = useSearchParams()
  const { state } = useLocation()
  const { message, detail } = successState(state)
  const business = params.get('isBusiness') === '1'
  const { download, loading } = useButtonLinks()
  const text = business
    ? '您已成功绑定直销商城账户。下载APP并完成开户，即可领取商户专属权益。'
    : '您已成功绑定直销商城账户。下载APP，随时随地查看和管理您的理财资产。'
  return (
    <Landing
      status="success"
      title="绑定成功"
      text={
        message ? (
          <>
            <span className={styles.message} role="status">
              {message}
            </span>
            {detail ? <span className={styles.detail}>{detail}</span> : null}
            <span>{text}</span>
          </>
        ) : (
          text
        )
      }
      steps={
        business
          ? ['下载并登录APP', '完成开户', '领取商户专属权益']
          : ['下载并登录APP', '完成开户', '开启理财之旅']
      }
      action={download}
      actionText="下载APP"
      loading={loading}
      hint={currentChannel() === 'wx' ? WECHAT_DOWNLOAD_HINT : undefined}
    />
  )
}
