import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { href, PATHS } from '@/shared/lib/paths'
import { openDirectSalesLink } from '@/shared/lib/safe-redirect'
import { local } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { EmptyState } from '@/shared/ui'
import type { HoldingsAccess } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface AccessBlockedProps {
  access: Exclude<HoldingsAccess, { kind: 'load' }>
}

/** Not bound → bind now; not opened → open now (stored open-store url, or bind when not registered). */
export function AccessBlocked({ access }: AccessBlockedProps) {
  const navigate = useNavigate()
  const bind = () => navigate(href(PATHS.bindUserTip))
  const open = () => {
    const done = openDirectSalesLink(local.get('openZxUrl'), env().officialDomain, (u) => browser.assign(u))
    if (!done) toast(T.openFailed)
  }
  const notOpened = access.kind === 'not-opened'
  const action = notOpened && access.action === 'open' ? open : bind
  return (
    <div className={styles.blocked}>
      <EmptyState
        message={notOpened ? T.notOpened : T.notBound}
        action={
          <Button shape="rounded" className={styles.primary} onClick={action}>
            {notOpened ? T.openNow : T.bindNow}
          </Button>
        }
      />
    </div>
  )
}
