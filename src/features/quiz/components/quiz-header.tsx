import { Avatar, ProgressBar } from 'antd-mobile'
import { QUIZ_TEXTS } from '../texts'
import styles from './quiz.module.css'

export interface QuizHeaderProps {
  nickname: string
  avatar: string
  /** 1-based number of the question on screen; 0 hides the progress. */
  current: number
  total: number
}

/** Who is answering and how far along (marketing §2.10). */
export function QuizHeader({ nickname, avatar, current, total }: QuizHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.user}>
        <Avatar src={avatar} className={styles.avatar} alt="" />
        <div className={styles.userText}>
          <span className={styles.nickname}>{nickname || QUIZ_TEXTS.defaultNickname}</span>
          <span className={styles.tagline}>理财知识挑战赛 · 答题赢好礼</span>
        </div>
      </div>
      {total > 0 && current > 0 && (
        <div className={styles.progress}>
          <div className={styles.progressText} aria-label={`第${current}题，共${total}题`}>
            <span className={styles.progressNow}>{current}</span>/{total}
          </div>
          <ProgressBar
            percent={(current / total) * 100}
            className={styles.progressBar}
            style={{
              '--track-width': '6px',
              '--fill-color': '#ffd66b',
              '--track-color': 'rgba(255,255,255,.3)',
            }}
          />
        </div>
      )}
    </header>
  )
}
