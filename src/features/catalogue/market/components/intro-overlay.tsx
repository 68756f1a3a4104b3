import { T } from '../texts'
import { SearchIcon } from './search-icon'
import styles from './intro-overlay.module.css'

/**
 * The intro overlay (catalogue §2.2): a search box that opens search, and 查看全部 that closes to the list.
 * Its lines only say what the pages hold (the five type tabs of §9.1, the historical lookup of §2.5);
 * nothing a customer could read as a promise about the data.
 */
export default function IntroOverlay({
  onSearch,
  onViewAll,
}: {
  onSearch: () => void
  onViewAll: () => void
}) {
  return (
    <div role="dialog" aria-label="产品信息查询" className={styles.overlay}>
      <div className={styles.hero}>
        <h2 className={styles.title}>产品信息查询</h2>
        <p className={styles.subtitle}>净值、业绩比较基准、销售机构，一站查询</p>
        <button type="button" className={styles.search} onClick={onSearch}>
          <SearchIcon className={styles.searchIcon} />
          <span>{T.searchPlaceholder}</span>
        </button>
      </div>
      <ul className={styles.points}>
        <li>
          <b>五类产品</b>
          <span>募集期、每日购、定期开放、现金管理、封闭式</span>
        </li>
        <li>
          <b>历史产品</b>
          <span>已清盘产品的历史净值同样可查</span>
        </li>
      </ul>
      <button type="button" className={styles.viewAll} onClick={onViewAll}>
        {T.viewAll}
      </button>
    </div>
  )
}
