import { NoticeBar } from 'antd-mobile'
import styles from './notice-strip.module.css'

/** The notice bar (catalogue §2.5). */
export default function NoticeStrip({ text }: { text: string }) {
  return (
    <div role="status" aria-label="公告">
      <NoticeBar className={styles.notice} content={text} color="alert" />
    </div>
  )
}
