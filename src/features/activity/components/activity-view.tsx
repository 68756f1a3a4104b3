import { useState } from 'react'
import { Button, Popup } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import type { PageConfig } from '@/api/config'
import { EmptyState, RichText, RiskFooter } from '@/shared/ui'
import styles from './activity-view.module.css'

/** marketing §3: activityRule.ruleType '2' = rich-text rule, otherwise the rule is an image url. */
export const isRichTextRule = (ruleType: string) => ruleType === '2'

export interface ActivityViewProps {
  title: string
  config: PageConfig
  /** The bind transit for a customer whose phone is not bound yet (null: nothing to join). */
  join?: string | null
}

export function ActivityView({ title, config, join }: ActivityViewProps) {
  const navigate = useNavigate()
  const [ruleOpen, setRuleOpen] = useState(false)
  const hero = config.moduleFlagList.mgm_pt[0]?.img_url || config.moduleFlagList.mgm_ty[0]?.img_url
  const hasRule = !!config.activityRule.rule
  const modules = config.moduleList.filter((m) => m && m.id)
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        {hero ? (
          <img className={styles.heroImg} src={hero} alt={title} width={375} height={200} decoding="async" />
        ) : (
          <div className={styles.heroFallback}>
            <h1>{title}</h1>
          </div>
        )}
        {hasRule && (
          <button type="button" className={styles.ruleBtn} onClick={() => setRuleOpen(true)}>
            活动规则
          </button>
        )}
      </header>
      {join ? (
        <section className={`${styles.card} ${styles.join}`} aria-label="参与活动">
          <p>绑定手机号后即可参与活动，领取活动奖励</p>
          <Button block color="primary" shape="rounded" onClick={() => navigate(join)}>
            立即参与
          </Button>
        </section>
      ) : null}
      <section className={styles.card} aria-label="活动介绍">
        <h2 className={styles.cardTitle}>活动介绍</h2>
        {config.richText.content ? (
          <RichText html={config.richText.content} />
        ) : (
          <EmptyState message="活动详情即将公布，敬请期待" />
        )}
      </section>
      {modules.length > 0 && (
        <section className={styles.card} aria-label="活动内容">
          <h2 className={styles.cardTitle}>活动内容</h2>
          <ul className={styles.modules}>
            {modules.map((m, i) => (
              <li key={m.id} className={styles.module}>
                <span className={styles.moduleIndex}>{i + 1}</span>
                <span>{m.moduleName || `活动任务${i + 1}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RiskFooter />
      <Popup
        visible={ruleOpen}
        onMaskClick={() => setRuleOpen(false)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      >
        <div className={styles.rule}>
          <h2 className={styles.cardTitle}>活动规则</h2>
          <div className={styles.ruleBody}>
            {isRichTextRule(config.activityRule.ruleType) ? (
              <RichText html={config.activityRule.rule} />
            ) : (
              <img src={config.activityRule.rule} alt="活动规则" className={styles.ruleImg} loading="lazy" />
            )}
          </div>
          <Button block color="primary" onClick={() => setRuleOpen(false)}>
            我知道了
          </Button>
        </div>
      </Popup>
    </main>
  )
}
