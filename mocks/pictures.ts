/**
 * The mock's pictures. By default an inline SVG as a data: URL, so mock pictures need no files or network.
 * With MOCK_PICTURE_ORIGIN set (the Lighthouse benchmark through nginx, docs/performance.md), a picture is
 * named on that origin instead, as production's come from their image host over a connection of their own:
 * `<origin>/__pictures/<name>.svg`, which the mock server answers (`pictureSvg`, mocks/server.ts) behind a
 * server block of that host name.
 */
const pictures = new Map<string, string>()

const pictureOrigin = (): string =>
  (typeof process !== 'undefined' ? process.env?.MOCK_PICTURE_ORIGIN : undefined)?.replace(/\/+$/, '') ?? ''

/** A picture's address for its SVG text. */
export function pictureUrl(svg: string): string {
  const origin = pictureOrigin()
  if (!origin) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  let h = 2166136261
  for (let i = 0; i < svg.length; i++) h = Math.imul(h ^ svg.charCodeAt(i), 16777619)
  const name = `${(h >>> 0).toString(36)}${svg.length.toString(36)}.svg`
  pictures.set(name, svg)
  return `${origin}/__pictures/${name}`
}

/** The SVG text of a picture named by `pictureUrl` on the picture origin; undefined for any other name. */
export const pictureSvg = (name: string): string | undefined => pictures.get(name)
