import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { href, PATHS } from '@/shared/lib/paths'
import type { CampaignVariant } from '../../common'
import type { ExceptionReason, IneligibleReason } from '../rules'
import { EXCEPTION_TEXT, INVITEE_TEXT } from '../texts'
import { LandingHero } from './landing-hero'
import styles from './invitee.module.css'

/**
 * marketing §2.2: an existing account holder, an exception or an ineligible friend — "you are already
 * a friend, become a promoter" with an invite-friends button to the variant's inviter home.
 */
export function PromoterView({
  variant,
  reason,
}: {
  variant: CampaignVariant
  reason: ExceptionReason | IneligibleReason
}) {
  const navigate = useNavigate()
  return (
    <>
      <LandingHero
        variant={variant}
        tag="推广达人招募中"
        lead={INVITEE_TEXT.promoterLead}
        title={INVITEE_TEXT.promoterTitle}
        subtitle={INVITEE_TEXT.promoterBody(variant.reward)}
      />
      <section className={styles.card} aria-label="邀请结果">
        <p className={styles.reason} role="status">
          {EXCEPTION_TEXT[reason]}
        </p>
        <div className={styles.promoter}>
          <strong className={styles.promoterAmount}>
            {variant.reward.max}
            <small>元</small>
          </strong>
          <span className={styles.promoterHint}>最高可得{variant.reward.name}</span>
        </div>
        <Button
          block
          shape="rounded"
          color="primary"
          className={styles.primaryBtn}
          onClick={() => navigate(href(variant.home))}
        >
          {INVITEE_TEXT.inviteFriends}
        </Button>
        <Button
          block
          shape="rounded"
          fill="outline"
          color="primary"
          className={styles.secondaryBtn}
          onClick={() => navigate(href(PATHS.studyMoneyManage))}
        >
          {INVITEE_TEXT.goStudy}
        </Button>
      </section>
    </>
  )
}
