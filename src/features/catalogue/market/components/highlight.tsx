import { HIGHLIGHT_STYLE, highlightParts } from '../search-rules'
import styles from './highlight.module.css'

/** Text with every occurrence of the keyword in red (catalogue §2.3, §9.2): the market's and the funds' search. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.hit ? (
          <mark key={i} className={styles.hit} style={HIGHLIGHT_STYLE}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
