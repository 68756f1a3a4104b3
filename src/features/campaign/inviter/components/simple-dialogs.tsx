import { STORY_TEXT } from '../texts'
import { CampaignDialog } from './campaign-dialog'
import styles from './overlays.module.css'

/**
 * marketing §2.1: the first-time story, shown once (the caller sets the local flag on click). It opens by
 * itself with the page, and appears at once: it is the page's first picture.
 */
export function StoryDialog({
  visible,
  image,
  onConfirm,
}: {
  visible: boolean
  image?: string
  onConfirm: () => void
}) {
  return (
    <CampaignDialog
      visible={visible}
      title={STORY_TEXT.title}
      image={image}
      confirmText={STORY_TEXT.confirm}
      onConfirm={onConfirm}
      onClose={onConfirm}
      appearAtOnce
    >
      <ol className={styles.storyList}>
        {STORY_TEXT.lines.map((line, i) => (
          <li key={line}>
            <span className={styles.storyNo}>{i + 1}</span>
            {line}
          </li>
        ))}
      </ol>
    </CampaignDialog>
  )
}
