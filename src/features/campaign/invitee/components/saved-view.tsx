import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { href, PATHS } from '@/shared/lib/paths'
import type { CampaignVariant } from '../../common'
import type { InviteeSuccessStatus } from '../rules'
import { INVITEE_TEXT, STATUS_TEXT } from '../texts'
import { CheckIcon } from './check-icon'
import { LandingHero } from './landing-hero'
import styles from './invitee.module.css'

export interface SavedViewProps {
  variant: CampaignVariant
  inviterName: string
  firstPurchaseDone: boolean
  status: InviteeSuccessStatus
  /** false behind the no-binding alert: the bind task is still to do (default true). */
  bound?: boolean
}

/**
 * marketing §2.2: the invite is saved — banner, tasks, study button, reward note. Behind the no-binding
 * alert (`bound` false) the same page shows the bind task as still to do.
 */
export function SavedView({ variant, inviterName, firstPurchaseDone, status, bound = true }: SavedViewProps) {
  const navigate = useNavigate()
  const holdingDone = status === 'complete' || status === 'onlyFirstPurchaseLeft'
  return (
    <>
      <LandingHero
        variant={variant}
        tag="新朋友专享"
        lead={INVITEE_TEXT.bannerLead(inviterName)}
        title={INVITEE_TEXT.bannerTitle}
        subtitle={INVITEE_TEXT.bannerSubtitle}
      />
      <section className={styles.card} aria-label="我的任务">
        <h2 className={styles.cardTitle}>我的任务</h2>
        <p className={styles.status} data-status={status}>
          {STATUS_TEXT[status]}
        </p>
        <ol className={styles.tasks}>
          <li className={styles.task}>
            <span className={styles.taskNo}>1</span>
            <span className={styles.taskName}>绑定手机号</span>
            {bound ? (
              <span className={styles.doneMark}>
                <CheckIcon className={styles.doneIcon} />
                {INVITEE_TEXT.done}
              </span>
            ) : (
              <span className={styles.pendingMark}>{INVITEE_TEXT.pending}</span>
            )}
          </li>
          <li className={styles.task}>
            <span className={styles.taskNo}>2</span>
            <span className={styles.taskName}>
              首次购买
              <small>购买任意理财产品即可</small>
            </span>
            {firstPurchaseDone ? (
              <span className={styles.doneMark}>
                <CheckIcon className={styles.doneIcon} />
                {INVITEE_TEXT.done}
              </span>
            ) : (
              <Button
                size="small"
                shape="rounded"
                color="primary"
                className={styles.taskBtn}
                onClick={() => navigate(href(PATHS.allProduct))}
              >
                {INVITEE_TEXT.goComplete}
              </Button>
            )}
          </li>
          <li className={styles.task}>
            <span className={styles.taskNo}>3</span>
            <span className={styles.taskName}>
              持仓达标
              <small>持有金额累计达1万元</small>
            </span>
            {holdingDone ? (
              <span className={styles.doneMark}>
                <CheckIcon className={styles.doneIcon} />
                {INVITEE_TEXT.done}
              </span>
            ) : (
              <span className={styles.pendingMark}>{INVITEE_TEXT.pending}</span>
            )}
          </li>
        </ol>
        <Button
          block
          shape="rounded"
          color="primary"
          className={styles.primaryBtn}
          onClick={() => navigate(href(PATHS.studyMoneyManage))}
        >
          {INVITEE_TEXT.goStudy}
        </Button>
        <p className={styles.note}>{INVITEE_TEXT.rewardNote}</p>
      </section>
    </>
  )
}
