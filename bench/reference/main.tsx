/**
 * The reference page of the Lighthouse benchmark (docs/performance.md, How to measure): what a page costs
 * with this stack and this build config and none of the app. React 19, react-router-dom's hash router (the
 * HashRouter the app uses; the data router, createHashRouter, would add ~17 KiB gzip the app does not load)
 * and antd-mobile, with its render wired for React 19 as src/app/antd-render.ts does; one list of 30 rows,
 * no data calls. scripts/bench-lighthouse.mjs builds it with vite.config.ts, serves it at /__reference/ of
 * the app's origin and reports each route's LCP and TBT as a ratio to this page's, measured in the same run.
 */
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { HashRouter, Route, Routes } from 'react-router-dom'
import { List, NavBar, unstableSetRender } from 'antd-mobile'

type WithRoot = (Element | DocumentFragment) & { _reactRoot?: Root }

unstableSetRender((node, container) => {
  const host = container as WithRoot
  host._reactRoot ??= createRoot(container)
  const root = host._reactRoot
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    delete host._reactRoot
  }
})

const ROWS = Array.from({ length: 30 }, (_, i) => ({
  code: String(100001 + i),
  name: `参照基金 ${i + 1} 号`,
  rate: `${((i * 37) % 500) / 100 + 1}%`,
}))

function ReferenceList() {
  return (
    <>
      <NavBar back={null}>参照页</NavBar>
      <List header="产品列表">
        {ROWS.map((row) => (
          <List.Item key={row.code} description={row.code} extra={row.rate}>
            {row.name}
          </List.Item>
        ))}
      </List>
    </>
  )
}

// As deployed, the page tells index.html's start-up guard it started (docs/deployment.md, "No white screen").
;(window as { __started?: boolean }).__started = true
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path="/" element={<ReferenceList />} />
      </Routes>
    </HashRouter>
  </StrictMode>,
)
