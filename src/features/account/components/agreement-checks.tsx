import { Checkbox } from 'antd-mobile'
import { Link } from 'react-router-dom'
import type { ConfigPicture } from '@/api/config'
import { useConfigPictures } from '@/api/config-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { viewerState } from '../privacy/rules'
import { ACCOUNT_TEXT } from '../texts'
import styles from './agreement-checks.module.css'

export interface AgreementDoc {
  title: string
  url: string
}

/** A marketing-consent document belongs to agreement 2, everything else to agreement 1. */
const isMarketingDoc = (p: ConfigPicture) => /营销|授权/.test(`${p.title}${p.describtion}`)
const asDoc = (p: ConfigPicture): AgreementDoc => ({
  title: p.title || p.describtion || '协议',
  url: p.jumpTarget,
})

/** The login agreements (config type loginAgreeMent, account-and-shared §7). */
export function useLoginAgreements() {
  const { data } = useConfigPictures('loginAgreeMent', '0', { call: { silent: true, noToast: true } })
  const list = (data ?? []).filter((p) => p.title || p.describtion)
  return {
    required: list.filter((p) => !isMarketingDoc(p)).map(asDoc),
    marketing: list.filter(isMarketingDoc).map(asDoc),
  }
}

/** The document link opens the agreement viewer (/privacywebview), its title in router state. */
function DocLink({ doc }: { doc: AgreementDoc }) {
  const name = doc.title.startsWith('《') ? doc.title : `《${doc.title}》`
  if (!doc.url) return <span>{name}</span>
  return (
    <Link
      className={styles.doc}
      to={href(PATHS.privacywebview, { privacyUrl: doc.url })}
      state={viewerState(name.replace(/[《》]/g, ''))}
      onClick={(e) => e.stopPropagation()}
    >
      {name}
    </Link>
  )
}

export interface AgreementChecksProps {
  agree1: boolean
  onAgree1: (v: boolean) => void
  /** Agreement 2 (optional marketing consent) shows only when a handler is given. */
  agree2?: boolean
  onAgree2?: (v: boolean) => void
}

/**
 * Agreement 1 (required: nothing is sent without it) and agreement 2 (optional marketing consent,
 * account-and-shared §5). The checkbox label is separate from the document links so a tap on a link
 * opens the document instead of ticking the box.
 */
export function AgreementChecks({ agree1, onAgree1, agree2, onAgree2 }: AgreementChecksProps) {
  const docs = useLoginAgreements()
  return (
    <div className={styles.list}>
      <div className={styles.item}>
        <Checkbox checked={agree1} onChange={onAgree1}>
          {ACCOUNT_TEXT.agree1Prefix}
          {docs.required.length ? (
            docs.required.map((d) => <DocLink key={`${d.title}${d.url}`} doc={d} />)
          ) : (
            <span>《用户服务协议》《隐私政策》</span>
          )}
        </Checkbox>
      </div>
      {onAgree2 ? (
        <div className={styles.item}>
          <Checkbox checked={!!agree2} onChange={onAgree2}>
            {ACCOUNT_TEXT.agree2Text}
            {docs.marketing.map((d) => (
              <DocLink key={`${d.title}${d.url}`} doc={d} />
            ))}
          </Checkbox>
        </div>
      ) : null}
    </div>
  )
}
