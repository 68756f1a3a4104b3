import dayjs from 'dayjs'
import { useSearchParams } from 'react-router-dom'
import { toDate } from '@/shared/lib/dates'
import { RiskFooter } from '@/shared/ui'
import styles from './system-page.module.css'

/**
 * The end of maintenance as the page prints it: only a real date (and time) from the link is shown, in the
 * page's own words; anything else in `end` is never printed (a link cannot put a sentence on this page).
 */
export function maintenanceEnd(value: string | null): string | null {
  const date = value && value.length <= 25 ? toDate(value) : null
  if (!date) return null
  return dayjs(date).format(/[ T]\d/.test(value!) ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD')
}

/** /mamain: the maintenance page (query end). */
export default function MaintenancePage() {
  const [params] = useSearchParams()
  const end = maintenanceEnd(params.get('end'))
  return (
    <main className={styles.page}>
      <svg className={styles.icon} viewBox="0 0 140 140" aria-hidden="true">
        <circle cx="70" cy="70" r="62" fill="#f2f6ff" />
        <rect x="38" y="46" width="64" height="44" rx="6" fill="#dbe6ff" />
        <path d="M54 100h32" stroke="#4a7bf7" strokeWidth="4" strokeLinecap="round" />
        <path d="m62 62 16 16m0-16L62 78" stroke="#4a7bf7" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>系统维护中</h1>
      <p className={styles.desc}>
        为了给您提供更好的服务，系统正在升级维护。
        <br />
        {end ? `预计结束日期为 ${end}` : '请稍后再来'}
        <br />
        如有疑问请致电客服热线 950950。
      </p>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
