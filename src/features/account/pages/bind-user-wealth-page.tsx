import { AccountShell } from '../components/account-shell'
import { BindForm } from '../components/bind-form'

/** The wealth report's bind form: /bindUser preset with isMgm 14, so success continues to /wealthReport. */
export const WEALTH_REPORT_MGM = '14'

export default function BindUserWealthPage() {
  return (
    <AccountShell title="绑定手机号" sub="绑定后即可查看您的专属财富报告">
      <BindForm isMgm={WEALTH_REPORT_MGM} />
    </AccountShell>
  )
}
