import { lazy, Suspense } from 'react'
import type { RichTextProps } from './rich-text'

const RichText = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })))

/**
 * RichText whose sanitiser (DOMPurify, 12 KiB) loads when a rich text is first drawn, not with the page:
 * for pages whose first paint shows no server HTML (the inviter home's intro and rule texts, below the fold
 * or in dialogs). Until then an empty block with the same class holds the place.
 */
export function LazyRichText(props: RichTextProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <RichText {...props} />
    </Suspense>
  )
}
