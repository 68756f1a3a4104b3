const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Server text as inert HTML text. For the few places that must hand a string of HTML to a library
 * (echarts tooltips are written with innerHTML): every piece of server or user text goes through this;
 * rich text from the CMS goes through the sanitiser instead (shared/ui/sanitize.ts).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c])
}
