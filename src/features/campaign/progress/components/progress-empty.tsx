import { Button } from 'antd-mobile'
import { EmptyState } from '@/shared/ui'
import { PROGRESS_TEXT } from '../texts'
import styles from './progress.module.css'

/** marketing §2.3: not invited anyone successfully yet — invite and back. */
export function ProgressEmpty({ onInvite, onBack }: { onInvite: () => void; onBack: () => void }) {
  return (
    <EmptyState
      className={styles.empty}
      message={
        <>
          <strong className={styles.emptyTitle}>{PROGRESS_TEXT.emptyTitle}</strong>
          <span className={styles.emptyHint}>{PROGRESS_TEXT.emptyHint}</span>
        </>
      }
      action={
        <div className={styles.emptyActions}>
          <Button shape="rounded" fill="outline" color="primary" onClick={onBack}>
            {PROGRESS_TEXT.back}
          </Button>
          <Button shape="rounded" color="primary" onClick={onInvite}>
            {PROGRESS_TEXT.invite}
          </Button>
        </div>
      }
    />
  )
}
