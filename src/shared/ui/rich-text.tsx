import { useMemo } from 'react'
import { sanitizeHtml } from './sanitize'
import styles from './rich-text.module.css'

export interface RichTextProps {
  html: string | null | undefined
  className?: string
}

/** The only component allowed to inject HTML; everything passes through `sanitizeHtml` first. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html])
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      // Safe: `clean` is DOMPurify output with the link and data-URI rules of sanitize.ts.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
