import 'antd-mobile/es/global'
import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

type WithRoot = (Element | DocumentFragment) & { _reactRoot?: Root }

let wired = false

/** antd-mobile's imperative Toast/Dialog need React 19's createRoot: wired once at start-up. */
export function wireAntdRender(): void {
  if (wired) return
  wired = true
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
}
