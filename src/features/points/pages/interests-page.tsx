import { Button, List } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { YiBaiRight } from '@/api/points'
import { usePointsInfo, useYiBaiRights } from '@/api/points-queries'
import { useTrackView } from '@/api/tracking'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { Picture } from '@/shared/ui/picture'
import { pointsText } from '../rules'
import { useThirdPartyJump } from '../use-third-party-jump'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

function RightDetail({ right, balance }: { right: YiBaiRight; balance: number | undefined }) {
  const navigate = useNavigate()
  const partner = useThirdPartyJump()
  const enough = balance !== undefined && balance >= right.needIntegral
  return (
    <div className={styles.plainBody}>
      <section className={`${styles.card} ${styles.detailHead}`}>
        <Picture className={styles.rightImg} src={right.rightsImg} kind="prize" size={56} />
        <div className={styles.popupTitle}>{right.rightsName || EMPTY_TEXT}</div>
        <div className={styles.strong}>{pointsText(right.needIntegral)} 积分</div>
      </section>
      <section className={styles.card}>
        <div className={styles.cardTitle}>权益说明</div>
        <p className={styles.rules}>{right.rightsDesc || EMPTY_TEXT}</p>
      </section>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={!enough || partner.busy}
        loading={partner.busy}
        onClick={() => {
          // The right's own page (a partner's, or in the app); without one, the points mall.
          if (right.jumpUrl) void partner.jump(right.jumpUrl)
          else navigate(PATHS.pointsMall)
        }}
      >
        {enough ? '去兑换' : `积分不足（可用 ${pointsText(balance)}）`}
      </Button>
      {partner.notice}
    </div>
  )
}

/** /interestsDetails (all rights) and /interestsDetailInfo?id= (one right). */
export default function InterestsPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const rights = useYiBaiRights(userId)
  const info = usePointsInfo(userId, { call: { silent: true } })
  useTrackView('rightsCheck')

  if (rights.isPending) return <PageLoading />
  if (rights.error) return <PageError error={rights.error} onRetry={() => void rights.refetch()} />
  const list = rights.data ?? []
  const one = id ? list.find((r) => r.id === id) : undefined

  return (
    <main className={styles.page}>
      {id ? (
        one ? (
          <RightDetail right={one} balance={info.data?.integral} />
        ) : (
          <EmptyState message="该权益不存在或已下架" />
        )
      ) : list.length === 0 ? (
        <EmptyState message="暂无可兑换权益" />
      ) : (
        <List header={`可用积分 ${pointsText(info.data?.integral)}`}>
          {list.map((r) => (
            <List.Item
              key={r.id}
              prefix={<Picture className={styles.rightImg} src={r.rightsImg} kind="prize" size={56} lazy />}
              description={r.rightsDesc || EMPTY_TEXT}
              extra={<span className={styles.strong}>{pointsText(r.needIntegral)}积分</span>}
              onClick={() => navigate(href(PATHS.interestsDetailInfo, { id: r.id }))}
            >
              {r.rightsName || EMPTY_TEXT}
            </List.Item>
          ))}
        </List>
      )}
      <RiskFooter />
    </main>
  )
}
