import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { usePointsInfo, usePointsUserStatus } from '@/api/points-queries'
import { currentChannel } from '@/shared/lib/channel'
import { PATHS } from '@/shared/lib/paths'
import { useDocumentTitle } from '@/shared/lib/route-meta'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { AmountCard } from '../components/transfer/amount-card'
import { ConfirmSheet } from '../components/transfer/confirm-sheet'
import { RecipientCard } from '../components/transfer/recipient-card'
import { TransferResult } from '../components/transfer/transfer-result'
import { BIND_BACK_TO_HOME, pointsText } from '../rules'
import { useTransfer } from '../use-transfer'
import styles from '../components/points.module.css'
import transferStyles from '../components/transfer/transfer.module.css'

/**
 * /pointsHome?view=transfer: 积分转赠 (marketing §7.4). The spec's route table has no transfer route, so
 * the flow is a view of the points home (docs/features/points.md). A bound phone is needed: the SMS check goes
 * to it.
 */
export function PointsTransferView() {
  useDocumentTitle('积分转赠')
  const navigate = useNavigate()
  const me = signedIn()
  const info = usePointsInfo(me.userId)
  const status = usePointsUserStatus(me.userId)
  // After a transfer (or a lost answer) the balance and the records are read again (useTransferIntegral).
  const flow = useTransfer(me.userId, me.phone, info.data?.integral ?? 0)

  if (info.isPending || status.isPending) return <PageLoading />
  if ((info.error && !info.data) || (status.error && !status.data))
    return (
      <PageError
        error={info.error || status.error}
        onRetry={() => {
          void info.refetch()
          void status.refetch()
        }}
      />
    )

  if (status.data?.isBind !== '1' || !me.phone)
    return (
      <main className={styles.page}>
        <EmptyState
          message="绑定手机号后即可转赠积分"
          action={
            currentChannel() === 'wx' ? (
              <Button color="primary" shape="rounded" onClick={() => navigate(BIND_BACK_TO_HOME)}>
                立即绑定
              </Button>
            ) : undefined
          }
        />
        <RiskFooter />
      </main>
    )

  return (
    <main className={styles.page}>
      <section className={styles.summary} aria-label="可用积分">
        <div>
          <div className={styles.muted}>可用积分</div>
          <div className={styles.summaryValue} data-testid="transfer-balance">
            {pointsText(info.data?.integral)}
          </div>
        </div>
        <Button size="small" fill="outline" color="primary" onClick={() => navigate(PATHS.pointsDetails)}>
          积分明细
        </Button>
      </section>
      <div className={styles.plainBody}>
        {flow.done ? (
          <TransferResult done={flow.done} onAgain={flow.restart} />
        ) : (
          <>
            <RecipientCard flow={flow} />
            <AmountCard flow={flow} />
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={flow.checking}
              disabled={!flow.target || flow.checking}
              onClick={() => void flow.next()}
            >
              下一步
            </Button>
            <section aria-label="温馨提示">
              <div className={styles.muted}>温馨提示</div>
              <ol className={transferStyles.tips}>
                <li>积分转赠成功后立即到账，不可撤回，请仔细核对对方手机号。</li>
                <li>单笔转赠达到一定数额时，需验证您绑定的手机号。</li>
                <li>请勿向陌生人转赠积分，谨防诈骗。</li>
              </ol>
            </section>
          </>
        )}
      </div>
      <ConfirmSheet flow={flow} ownPhone={me.phone} />
      <RiskFooter />
    </main>
  )
}
