import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { appLoginOutcome } from '@/api/auth/app-login'
import { currentChannel } from '@/shared/lib/channel'
import { local } from '@/shared/lib/storage'
import { goToTarget } from '../components/go-to-target'
import { TransitView } from '../components/transit-view'
import { useTransit } from '../components/use-transit'
import { ACCOUNT_TEXT } from '../texts'

type AppStep = 'routing' | 'limited' | 'invalid'

/** Inside the app: log in by the url's ticket / clientid, then go on to the direct-sales target. */
function AppTransit({ targetUrl }: { targetUrl: string | null }) {
  const navigate = useNavigate()
  const [step, setStep] = useState<AppStep>('routing')
  const [text, setText] = useState<string>(ACCOUNT_TEXT.redirecting)
  useEffect(() => {
    let live = true
    void appLoginOutcome().then((outcome) => {
      if (!live) return
      if (outcome.status === 'limited') {
        setText(outcome.text)
        return setStep('limited')
      }
      const target = targetUrl || local.get('openZxUrl')
      if (!goToTarget(target, (r) => navigate(r, { replace: true }))) {
        setText(ACCOUNT_TEXT.targetInvalid)
        setStep('invalid')
      }
    })
    return () => {
      live = false
    }
  }, [targetUrl, navigate])
  return <TransitView step={step} text={text} />
}

function WechatTransit({ targetUrl, isMgm }: { targetUrl: string | null; isMgm: string | null }) {
  const transit = useTransit({ targetUrl, isMgm })
  return (
    <>
      <TransitView step={transit.step} text={transit.statusText} />
      {transit.overlay}
    </>
  )
}

/**
 * /linkAppToZxTip?targetUrl: from the app to the direct-sales site. In the app: app login (isLimit shows
 * limitContent) then the target; in WeChat: the same transit as /linkZxTip without the chooser.
 */
export default function LinkAppToZxTipPage() {
  const [params] = useSearchParams()
  const targetUrl = params.get('targetUrl')
  return currentChannel() === 'app' ? (
    <AppTransit targetUrl={targetUrl} />
  ) : (
    <WechatTransit targetUrl={targetUrl} isMgm={params.get('isMgm')} />
  )
}
