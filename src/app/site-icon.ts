/** The site's icon, served from public/. */
export const SITE_ICON = '/favicon.svg'

/**
 * Names the site's icon. index.html names an empty one (`data:,`): a browser asks for none then, and a first
 * visit's first flight carries no icon before the page's code (docs/performance.md, "The first flight").
 * Called once start-up is over; a browser tab shows the icon from then on (WeChat's and the app's web
 * views show none).
 */
export function showSiteIcon(doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link || link.getAttribute('href') === SITE_ICON) return
  link.type = 'image/svg+xml'
  link.href = SITE_ICON
}
