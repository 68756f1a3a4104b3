import styles from './draws.module.css'

/** The activity notes under every draw page. */
export function DrawRules() {
  return (
    <section className={styles.card} aria-label="活动规则">
      <h2 className={styles.cardTitle}>活动规则</h2>
      <ol className={styles.rules}>
        <li>每次抽奖消耗 1 次抽奖机会，机会用完后可通过参与活动任务获得。</li>
        <li>积分奖品实时发放至积分账户，卡券奖品可在“我的权益”中查看。</li>
        <li>实物奖品将由工作人员联系您登记收货信息。</li>
        <li>如有疑问请致电客服热线 950950。</li>
      </ol>
    </section>
  )
}
