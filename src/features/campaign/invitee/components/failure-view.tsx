import { LinkBrokenIcon } from './link-broken-icon'
import styles from './invitee.module.css'

/** marketing §2.2, §2.8: the link is invalid or expired, or the save answered with a message. */
export function FailureView({ title, message }: { title: string; message: string }) {
  return (
    <section className={styles.failure} role="alert">
      <LinkBrokenIcon className={styles.failureIcon} />
      <h1 className={styles.failureTitle}>{title}</h1>
      <p className={styles.failureBody}>{message}</p>
    </section>
  )
}
