import { HIGHLIGHT_STYLE } from '../../market/rules'
import styles from './highlight.module.css'

/** The text with every occurrence of the keyword in red (catalogue §9.2 search highlight). */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  const key = keyword.trim()
  if (!key) return <>{text}</>
  const parts: { s: string; hit: boolean }[] = []
  const lower = text.toLowerCase()
  const k = key.toLowerCase()
  let at = 0
  for (let i = lower.indexOf(k); i !== -1; i = lower.indexOf(k, at)) {
    if (i > at) parts.push({ s: text.slice(at, i), hit: false })
    parts.push({ s: text.slice(i, i + k.length), hit: true })
    at = i + k.length
  }
  if (at < text.length) parts.push({ s: text.slice(at), hit: false })
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className={styles.hit} style={HIGHLIGHT_STYLE}>
            {p.s}
          </mark>
        ) : (
          <span key={i}>{p.s}</span>
        ),
      )}
    </>
  )
}
