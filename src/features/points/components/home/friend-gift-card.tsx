import { Button } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SpecialTier } from '@/api/draws'
import { useAwardSpecialPrize, useSaveSpecialQueryRecord, useSpecialInvitePrize } from '@/api/draws-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { trackEvent, useTrackView } from '@/api/tracking'
import { FRIEND_GIFT_PAGE_FLAG, friendTierButton } from '../../rules'
import pointsStyles from '../points.module.css'
import styles from './home.module.css'

/**
 * 好友礼 (marketing §2.12, §9): the special-invite tiers (specialInvitePrize), each claimed once with
 * awardPrize when enough invited friends count; the look is recorded (saveQueryRecord); 立即参与 opens
 * the invitation campaign.
 */
export function FriendGiftCard({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const params = { user_id: userId, page_flag: FRIEND_GIFT_PAGE_FLAG }
  const prizes = useSpecialInvitePrize(params, { call: { silent: true } })
  const award = useAwardSpecialPrize(params)
  // The tier whose claim is in flight (the action allows one at a time).
  const [tapped, setTapped] = useState<string | null>(null)
  const claiming = award.busy ? tapped : null
  const shown = !!prizes.data
  useTrackView('friendGiftView', shown)

  const recorded = useRef(false)
  const { run: record } = useSaveSpecialQueryRecord()
  useEffect(() => {
    if (!shown || recorded.current) return
    recorded.current = true
    void record({ user_id: userId, page_flag: FRIEND_GIFT_PAGE_FLAG })
  }, [shown, userId, record])

  const claim = async (tier: SpecialTier) => {
    // The first tap names the tier; a tap while its claim is in flight is skipped.
    setTapped((t) => t ?? tier.id)
    // Not reached yet (1111) or already claimed (2222): the server's message was toasted. Either way the
    // tiers have been read again (useAwardSpecialPrize).
    const outcome = await award.run(tier.id)
    if (outcome.status === 'skipped') return
    setTapped(null)
    if (outcome.status === 'done')
      toast(`领取成功，${outcome.data.prizeName || tier.prizeName}已发放至您的账户`)
  }

  const inviteNum = prizes.data?.inviteNum ?? 0
  const tiers = prizes.data?.prizeList ?? []
  return (
    <section className={pointsStyles.card} aria-label="好友礼">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>好友礼</span>
        <span className={pointsStyles.cardSub}>邀好友 赢好礼</span>
      </div>
      {prizes.error && !prizes.data ? (
        <button type="button" className={styles.retry} onClick={() => void prizes.refetch()}>
          好友礼加载失败，点击重试
        </button>
      ) : !prizes.data ? (
        <div className={`${styles.inline} ${styles.pending} ${styles.pendingFriend}`}>加载中…</div>
      ) : (
        <>
          <div className={styles.friendHead}>
            已成功邀请 <strong className={pointsStyles.strong}>{inviteNum}</strong> 位好友
          </div>
          {tiers.length === 0 ? (
            <div className={styles.inline}>好友礼活动即将上线，敬请期待</div>
          ) : (
            <ul className={styles.tiers} aria-label="好友礼奖励">
              {tiers.map((t) => {
                const button = friendTierButton(t, inviteNum)
                return (
                  <li key={t.id} className={styles.tier}>
                    <span className={styles.tierPrize}>{t.prizeName || EMPTY_TEXT}</span>
                    <span className={styles.tierNeed}>邀请{t.needNum}位好友</span>
                    <Button
                      size="mini"
                      shape="rounded"
                      color="primary"
                      fill={button.disabled ? 'outline' : 'solid'}
                      disabled={button.disabled || claiming !== null}
                      loading={claiming === t.id}
                      aria-label={`${t.prizeName}${button.label}`}
                      onClick={() => void claim(t)}
                    >
                      {button.label}
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => {
              trackEvent('friendGiftClick')
              navigate(PATHS.mgmfour)
            }}
          >
            立即参与
          </Button>
        </>
      )}
    </section>
  )
}
