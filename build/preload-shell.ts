import type { Plugin } from 'vite'

/**
 * index.html asks for the app shell's files itself: main.tsx imports the shell dynamically (so
 * that it can ask for the route's page at the same time), which would otherwise leave React, the UI
 * library and the shell undiscovered until main.js has arrived and run.
 */
export function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const shell = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')))
        const entry = chunks.find((c) => c.isEntry)
        if (!shell || !entry) return html
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const js = new Set<string>()
        const css = new Set<string>()
        const walk = (file: string) => {
          const chunk = byName.get(file)
          if (!chunk || js.has(file) || file === entry.fileName) return
          js.add(file)
          chunk.viteMetadata?.importedCss.forEach((f) => css.add(f))
          chunk.imports.forEach(walk)
        }
        walk(shell.fileName)
        // Only the shell's: the stylesheets of the catalogue's and the campaign's shared chunks are files that
        // their pages ask for beside their code, so a page of one family does not download the other's rules
        // (docs/decisions/025).
        // The shell's stylesheets are written into the page: no render-blocking request before the
        // first paint. antd-mobile's rules come before the app's, which override them.
        const source = (file: string) => {
          const asset = ctx.bundle?.[file]
          return asset?.type === 'asset' ? String(asset.source) : ''
        }
        // The entry's own stylesheet (theme and global rules) last, as Vite placed it.
        const entryCss: string[] = []
        const page = html.replace(
          /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (_m, f: string) => {
            entryCss.push(f)
            return ''
          },
        )
        const styles = [...css]
          .sort((a, b) => Number(!a.includes('/ui-')) - Number(!b.includes('/ui-')))
          .concat(entryCss.filter((f) => !css.has(f)))
          // The disabled link is never fetched; it tells Vite's loader that a page's import needs not ask again.
          .map((f) => `<style>${source(f)}</style><link rel="stylesheet" href="/${f}" disabled>`)
        // The entry is asked for first, before the shell's files: it is small, and it asks for the route's page
        // (and starts the page's first calls) as soon as it runs, while the shell is still on its way
        // (docs/decisions/026-the-entry-first.md). The runtime it imports comes next, then the shell.
        const runtimeFirst = [...js].sort(
          (a, b) => Number(!a.includes('rolldown-runtime')) - Number(!b.includes('rolldown-runtime')),
        )
        const preloads = runtimeFirst.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        return page.replace(
          /(\s*)(<script type="module"[^>]*><\/script>)/,
          (_m, space: string, script: string) =>
            [...styles, script, ...preloads].map((t) => `${space}${t}`).join(''),
        )
      },
    },
  }
}
