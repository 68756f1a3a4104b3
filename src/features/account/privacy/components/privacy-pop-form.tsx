import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Checkbox, Popup, Result } from 'antd-mobile'
import type { PrivacyAgreement, PrivacyPopupTexts } from '@/api/privacy'
import { local } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { SCENE_POPUP, useAgreeAndRecord } from '../agreement-record'
import { clearConsentFlags, consentAndRedirect } from '../consent'
import {
  canAgree,
  DEFAULT_NOT_SELECTED_TEXT,
  firstBoxTap,
  popupPrimaryButton,
  VIEWER_DEFAULT_TITLE,
} from '../rules'
import { DeclinedNotice } from './declined-notice'
import { DocFrame } from './doc-frame'
import { PrivacyViewer } from './privacy-viewer'
import styles from './privacy-pop-form.module.css'

export interface PrivacyPopFormProps {
  agreement: PrivacyAgreement
  texts: Partial<PrivacyPopupTexts>
  /** The privacy document (linkZip when given, else the agreement's url). */
  docUrl: string
  redirectUrl: string | null
  /** isiframe 1: the document is also embedded in the page. */
  embedded: boolean
}

type Phase = 'form' | 'saving' | 'agreed' | 'declined'
interface Viewer {
  url: string
  title: string
  box: 0 | 1
}

/**
 * The privacy pop-up (account-and-shared §4, catalogue §2.8, §4.8): four text blocks, three boxes,
 * 查看隐私政策 / 同意 and 不同意并退出.
 */
export function PrivacyPopForm({ agreement, texts, docUrl, redirectUrl, embedded }: PrivacyPopFormProps) {
  const navigate = useNavigate()
  const title = agreement.title || VIEWER_DEFAULT_TITLE
  const [read, setRead] = useState(() => local.get('privacyReadEnd') === '1')
  const [boxes, setBoxes] = useState<[boolean, boolean, boolean]>([false, false, false])
  const [viewer, setViewer] = useState<Viewer | null>(null)
  const [phase, setPhase] = useState<Phase>('form')
  const { agree } = useAgreeAndRecord()

  const tick = (i: number, value: boolean) =>
    setBoxes((b) => b.map((v, j) => (j === i ? value : v)) as [boolean, boolean, boolean])
  const markRead = () => {
    setRead(true)
    local.set('privacyReadEnd', '1')
  }
  const openPrivacy = () => setViewer({ url: docUrl, title, box: 0 })

  const onFirstBox = () => {
    const action = firstBoxTap(read, boxes[0])
    if (action === 'open-viewer') openPrivacy()
    else tick(0, action === 'tick')
  }

  const onViewerAgree = () => {
    if (!viewer) return
    if (viewer.box === 0) markRead()
    tick(viewer.box, true)
    setViewer(null)
  }

  const onPrimary = async () => {
    if (phase !== 'form') return
    if (!read) return openPrivacy()
    if (!canAgree(boxes)) return toast(texts.notSelectedPopupContent || DEFAULT_NOT_SELECTED_TEXT)
    setPhase('saving')
    const moved = await consentAndRedirect(agree(agreement, SCENE_POPUP), redirectUrl, (route) =>
      navigate(route, { replace: true }),
    )
    if (!moved) setPhase('agreed')
  }

  const onDisagree = () => {
    clearConsentFlags()
    setBoxes([false, false, false])
    setRead(false)
    setPhase('declined')
  }

  if (phase === 'declined') return <DeclinedNotice text={texts.wxDisagreePopUpContent} />
  if (phase === 'agreed') {
    return (
      <Result
        className={styles.result}
        status="success"
        title="您已同意隐私政策"
        description="您可以关闭本页面"
      />
    )
  }

  const blocks = [texts.popUpContent1, texts.popUpContent2, texts.popUpContent3, texts.popUpContent4].filter(
    (t): t is string => !!t,
  )
  const second = agreement.potocolName && agreement.potocolUrl
  return (
    <>
      <header className={styles.hero}>
        <svg className={styles.shield} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M24 4 8 10v12c0 10 6.8 19.2 16 22 9.2-2.8 16-12 16-22V10L24 4Z" fill="currentColor" />
          <path d="m17 24 5 5 9-10" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" />
        </svg>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>请您仔细阅读并充分理解以下内容</p>
      </header>

      <section className={styles.card} aria-label="隐私政策提示">
        {blocks.map((text, i) => (
          <p key={i} className={styles.block}>
            {text}
          </p>
        ))}
      </section>

      {embedded && (
        <section className={styles.embedded} aria-label={`${title}全文`}>
          <DocFrame url={docUrl} title={title} onEnd={markRead} />
        </section>
      )}

      <section className={styles.boxes} aria-label="同意事项">
        <Checkbox className={styles.box} checked={boxes[0]} onChange={onFirstBox}>
          我已阅读并同意<span className={styles.em}>《{title}》</span>
        </Checkbox>
        <Checkbox
          className={styles.box}
          checked={boxes[1]}
          onChange={(v) =>
            second && v && !boxes[1]
              ? setViewer({ url: agreement.potocolUrl, title: agreement.potocolName, box: 1 })
              : tick(1, v)
          }
        >
          {second ? (
            <>
              我已阅读并同意<span className={styles.em}>《{agreement.potocolName}》</span>
            </>
          ) : (
            '我同意按照隐私政策的约定收集、使用我的个人信息'
          )}
        </Checkbox>
        <Checkbox className={styles.box} checked={boxes[2]} onChange={(v) => tick(2, v)}>
          我已知悉可随时通过客服热线950950查询、更正、删除个人信息或撤回授权
        </Checkbox>
      </section>

      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          className={styles.primary}
          loading={phase === 'saving'}
          onClick={() => void onPrimary()}
        >
          {popupPrimaryButton(read, texts)}
        </Button>
        <Button
          block
          fill="none"
          className={styles.disagree}
          disabled={phase === 'saving'}
          onClick={onDisagree}
        >
          不同意并退出
        </Button>
      </div>

      <Popup
        visible={!!viewer}
        position="bottom"
        bodyClassName={styles.viewerSheet}
        onMaskClick={() => setViewer(null)}
        destroyOnClose
      >
        {viewer && (
          <PrivacyViewer
            key={viewer.url}
            url={viewer.url}
            title={viewer.title}
            initiallyRead={viewer.box === 0 && read}
            unreadText={viewer.box === 0 ? undefined : '请上滑看完本协议再同意'}
            readText={viewer.box === 0 ? undefined : '同意本协议'}
            onAgree={onViewerAgree}
            onClose={() => setViewer(null)}
          />
        )}
      </Popup>
    </>
  )
}
