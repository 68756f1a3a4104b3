const TAG_RE = /<[^>]*>/g

/**
 * The rich text a page may show for a flag (marketing §7.2 getRichTextByFlag; docs/features/talent-and-draws.md
 * "Rules text from the server"). A config key is never copy: a blank text, or one whose words name its own
 * flag (a backend that falls back to the key of a missing text), is no text, and the page shows its empty
 * state instead.
 */
export function shownRichText(content: string | null | undefined, flag: string): string {
  const html = (content ?? '').trim()
  if (!html) return ''
  if (flag && html.replace(TAG_RE, ' ').includes(flag)) return ''
  return html
}
