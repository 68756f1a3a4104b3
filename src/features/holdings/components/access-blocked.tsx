import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useDirectSalesTap } from '@/api/direct-sales-actions'
import { currentChannel } from '@/shared/lib/channel'
import { openNativeLogin, openNativeOpenAccount } from '@/shared/lib/native-app'
import { href, PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { EmptyState } from '@/shared/ui'
import type { HoldingsAccess } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface AccessBlockedProps {
  access: Exclude<HoldingsAccess, { kind: 'load' }>
}

type Blocked = AccessBlockedProps['access']

/** What the empty state says and which button it offers (in the app, every account gap is an opening). */
function view(access: Blocked, inApp: boolean): { message: string; button: string } {
  if (access.kind === 'signed-out') return { message: T.signedOut, button: T.loginNow }
  if (access.kind === 'not-opened' || inApp) return { message: T.notOpened, button: T.openNow }
  return { message: T.notBound, button: T.bindNow }
}

/**
 * WeChat: not bound → bind now (/bindUserTip); not opened → open now (the customer's direct-sales store,
 * from their app login by openid: `followDirectSales`; or bind when not registered). In the app never a
 * WeChat-only page: nobody signed in → the app's native login; signed in without an opened account → the
 * app's native account opening.
 */
export function AccessBlocked({ access }: AccessBlockedProps) {
  const navigate = useNavigate()
  const directSales = useDirectSalesTap()
  const inApp = currentChannel() === 'app'
  const bind = () => navigate(href(PATHS.bindUserTip))
  // One at a time (the action's guard): the address is asked first. A failed call was toasted by the HTTP
  // layer.
  const open = async () => {
    const outcome = await directSales.run()
    if (outcome.status === 'done' && outcome.data === 'missing') toast(T.openFailed)
  }
  const action = (): void => {
    if (access.kind === 'signed-out') return openNativeLogin()
    if (inApp) return openNativeOpenAccount()
    if (access.kind === 'not-opened' && access.action === 'open') return void open()
    bind()
  }
  const { message, button } = view(access, inApp)
  return (
    <div className={styles.blocked}>
      <EmptyState
        message={message}
        action={
          <Button shape="rounded" className={styles.primary} onClick={action} loading={directSales.busy}>
            {button}
          </Button>
        }
      />
    </div>
  )
}
