import { useEffect, useRef } from 'react'
import { env } from '@/shared/lib/env'
import { frameUrl, isTrustedFrameMessage, parseDocMessage } from '../rules'
import styles from './doc-frame.module.css'

export interface DocFrameProps {
  url: string | null | undefined
  title: string
  /** The reader reached the end of the document (END_OF_SCROLL, or seen directly on a same-origin page). */
  onEnd?: () => void
  /** The document's own agree / refuse buttons (AGREE_PRIVACY). */
  onAgreeMessage?: (value: '0' | '1') => void
  className?: string
}

const AT_END_SLACK_PX = 8

/**
 * A privacy or agreement document in a frame (catalogue §2.8). Only same-origin documents and https
 * documents on the official domain are framed; messages count only from that frame's window on one of
 * those origins.
 */
export function DocFrame({ url, title, onEnd, onAgreeMessage, className }: DocFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const handlers = useRef({ onEnd, onAgreeMessage })
  useEffect(() => {
    handlers.current = { onEnd, onAgreeMessage }
  })
  const src = frameUrl(url, window.location.origin, env().officialDomain)

  useEffect(() => {
    if (!src) return
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow
      if (!isTrustedFrameMessage(event, frameWindow, window.location.origin, env().officialDomain)) return
      const message = parseDocMessage(event.data)
      if (message?.type === 'END_OF_SCROLL') handlers.current.onEnd?.()
      else if (message?.type === 'AGREE_PRIVACY') handlers.current.onAgreeMessage?.(message.value)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [src])

  // A same-origin document can be watched directly, whether or not it posts END_OF_SCROLL itself.
  const watchSameOrigin = () => {
    let win: Window | null | undefined
    let doc: Document | undefined
    try {
      win = frameRef.current?.contentWindow
      doc = win?.document
    } catch {
      return // cross-origin: rely on its messages
    }
    if (!win || !doc || !doc.body) return
    const check = () => {
      const el = doc.scrollingElement ?? doc.documentElement
      if (el.scrollHeight > 0 && el.scrollTop + win.innerHeight >= el.scrollHeight - AT_END_SLACK_PX) {
        win.removeEventListener('scroll', check)
        handlers.current.onEnd?.()
      }
    }
    win.addEventListener('scroll', check, { passive: true })
  }

  if (!src) {
    return (
      <div className={[styles.refused, className].filter(Boolean).join(' ')} role="alert">
        <svg className={styles.refusedIcon} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M12 4h17l11 11v27a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" fill="#f2f3f5" />
          <path d="M29 4v9a2 2 0 0 0 2 2h9" fill="#e5e6eb" />
          <circle cx="34" cy="36" r="9" fill="#ff8f1f" />
          <path d="M34 31v6M34 40v.5" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <p className={styles.refusedTitle}>文档暂时无法打开</p>
        <p className={styles.refusedText}>该文档地址不在官方网站范围内，为保障您的信息安全，已停止加载。</p>
      </div>
    )
  }
  return (
    <iframe
      ref={frameRef}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      src={src}
      title={title}
      onLoad={watchSameOrigin}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
