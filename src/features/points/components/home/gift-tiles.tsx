import type { ComponentType } from 'react'
import { Button } from 'antd-mobile'
import { CalendarIcon, StarIcon } from '../service-icons'
import { useNavigate } from 'react-router-dom'
import type { PointsUserStatus } from '@/api/points'
import { useMembershipWaitIntegral } from '@/api/points-queries'
import { trackEvent, useTrackView } from '@/api/tracking'
import { PATHS } from '@/shared/lib/paths'
import {
  BIND_BACK_TO_HOME,
  monthGiftView,
  specialGiftClaimPath,
  specialGiftView,
  type GiftView,
} from '../../rules'
import pointsStyles from '../points.module.css'
import styles from './home.module.css'

interface TileProps {
  name: string
  Mark: ComponentType
  view: GiftView
  className: string
  onGo: (to: NonNullable<GiftView['button']>['to']) => void
}

function GiftTile({ name, Mark, view, className, onGo }: TileProps) {
  return (
    <div className={`${styles.gift} ${className}`} role="group" aria-label={name}>
      <span className={styles.giftMark} aria-hidden>
        <Mark />
      </span>
      <span className={styles.giftName}>{name}</span>
      <span className={styles.giftText}>{view.text}</span>
      {view.button ? (
        <Button
          className={styles.giftButton}
          size="mini"
          color="primary"
          shape="rounded"
          onClick={() => onGo(view.button!.to)}
        >
          {view.button.label}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * 月度礼 and 专属礼 of the WeChat home (marketing §2.12, §9): the monthly gift from
 * isMembershipWaitIntegral, the special gift by the customer's bind and account state (userStatus).
 */
export function GiftTiles({
  userId,
  status,
  statusFailed,
  onRetryStatus,
}: {
  userId: string
  status: PointsUserStatus | undefined
  statusFailed: boolean
  onRetryStatus: () => void
}) {
  const navigate = useNavigate()
  const wait = useMembershipWaitIntegral(userId, { call: { silent: true } })
  const shown = !!status && !wait.isPending
  useTrackView('monthGiftView', shown)
  useTrackView('specialGiftView', shown)

  const go = (to: NonNullable<GiftView['button']>['to']) => {
    if (to === 'wait') {
      trackEvent('monthGiftClick')
      return navigate(PATHS.pointsWait)
    }
    if (to === 'claim') trackEvent('specialGiftClick')
    navigate(to === 'bind' ? BIND_BACK_TO_HOME : to === 'open' ? PATHS.linkZxTip : specialGiftClaimPath())
  }

  return (
    <section className={pointsStyles.card} aria-label="会员礼遇">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>会员礼遇</span>
      </div>
      <div className={styles.gifts}>
        <GiftTile
          name="月度礼"
          Mark={CalendarIcon}
          className={styles.giftMonth}
          view={
            wait.error
              ? { text: '月度礼加载失败', button: null }
              : wait.isPending || (!status && !statusFailed)
                ? { text: '加载中…', button: null }
                : monthGiftView(status, wait.data)
          }
          onGo={go}
        />
        <GiftTile
          name="专属礼"
          Mark={StarIcon}
          className={styles.giftSpecial}
          view={
            status
              ? specialGiftView(status)
              : { text: statusFailed ? '专属礼加载失败' : '加载中…', button: null }
          }
          onGo={go}
        />
      </div>
      {wait.error || (statusFailed && !status) ? (
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            if (wait.error) void wait.refetch()
            if (statusFailed) onRetryStatus()
          }}
        >
          礼遇加载失败，点击重试
        </button>
      ) : null}
    </section>
  )
}
