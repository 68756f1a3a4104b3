import { useConfigPictures } from '@/api/config-queries'
import { followLinkOnTap } from '@/shared/ui/follow-link-on-tap'
import { CONTACT_TEXT } from '../texts'
import styles from './home.module.css'

/**
 * marketing §7.2, config type `mgmsc_qwc` (category 1): the Sc campaign's WeCom (企业微信) contact card —
 * the picture (its QR code), the title and `describtion` under it. With a `jumpTarget` the picture is a
 * link (this site or the official domain only); without a picture there is no card.
 */
export function ContactCard({ enabled }: { enabled: boolean }) {
  // A failure shows no card.
  const { data } = useConfigPictures('mgmsc_qwc', '1', { enabled, call: { silent: true, noToast: true } })
  const entry = data?.[0]
  if (!enabled || !entry?.pic) return null
  const title = entry.title || CONTACT_TEXT.title
  const target = entry.jumpTarget.trim()
  const picture = <img className={styles.contactImage} src={entry.pic} alt={title} decoding="async" />
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <div className={styles.contact}>
        {target ? (
          <button type="button" className={styles.contactLink} onClick={() => followLinkOnTap(target)}>
            {picture}
          </button>
        ) : (
          picture
        )}
        <p className={styles.contactText}>{entry.describtion || CONTACT_TEXT.hint}</p>
      </div>
    </section>
  )
}
