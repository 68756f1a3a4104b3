// Stands in for rc-util's React render in the build (build/per-module-imports.ts, antdRenderStub): antd-mobile
// renders its Toast and Dialog with the function the app hands it at start-up (src/app/antd-render.ts), so
// rc-util's React 16-18 render, with its regenerator runtime, is never run. This one is only there if a
// Toast is shown before start-up has wired it: React 19's createRoot, one root per container.
import { createRoot } from 'react-dom/client'

const roots = new WeakMap()

export function render(node, container) {
  let root = roots.get(container)
  if (!root) {
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(node)
}

export function unmount(container) {
  const root = roots.get(container)
  roots.delete(container)
  return Promise.resolve().then(() => root?.unmount())
}
