import { useState } from 'react'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { href } from '@/shared/lib/paths'
import { AppModal, EmptyState, RiskFooter } from '@/shared/ui'
import type { CampaignGateKind } from './rules'
import { BIND_NUM, BIND_NUM_APP, OPENED_ACC } from './texts'
import { useAccountActions } from './use-account-actions'
import type { CampaignUser } from './use-campaign-user'
import type { CampaignVariant } from './variant'

/**
 * marketing §6 on a page opened by a direct link (prize record, invite progress): the same popup the
 * home's buttons show — bindNum (去绑定 in WeChat, 去登录 with the native login in the app) or openedAcc
 * (去开户: the native account opening in the app, bind or the direct-sales link in WeChat). 取消 goes to
 * the campaign home; behind the popup the page says the same and keeps the action, nothing else loads.
 */
export function CampaignGate({
  gate,
  variant,
  user,
}: {
  gate: CampaignGateKind
  variant: CampaignVariant
  user: Pick<CampaignUser, 'openAccount' | 'isRegister'>
}) {
  const navigate = useNavigate()
  const account = useAccountActions(variant.bindIsMgm)
  const [popup, setPopup] = useState(true)
  const text = gate === 'openedAcc' ? OPENED_ACC : account.inApp ? BIND_NUM_APP : BIND_NUM
  const act = () => {
    setPopup(false)
    if (gate === 'openedAcc') account.openAccount(user)
    else account.login()
  }
  return (
    <main data-gate={gate}>
      <EmptyState
        message={text.message}
        action={
          <Button shape="rounded" color="primary" onClick={act}>
            {text.confirmText}
          </Button>
        }
      />
      <RiskFooter />
      <AppModal
        visible={popup}
        {...text}
        onConfirm={act}
        onCancel={() => {
          setPopup(false)
          void navigate(href(variant.home), { replace: true })
        }}
      />
    </main>
  )
}
