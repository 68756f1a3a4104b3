import { HIGHLIGHT_STYLE, highlightParts } from '../rules'

/** Text with every occurrence of the keyword in red (catalogue §2.3, §9.2). */
export function Highlight({
  text,
  keyword,
  hitClassName,
}: {
  text: string
  keyword: string
  hitClassName: string
}) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.hit ? (
          <mark key={i} className={hitClassName} style={HIGHLIGHT_STYLE}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
