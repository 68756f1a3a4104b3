import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'
import { wireAntdRender } from './app/antd-render'
import { finishOAuthReturn } from './app/bootstrap'
import { AppRoutes } from './app/router'
import { loadToast } from './shared/lib/toast'
import './shared/ui/theme.css'
import './app/global.css'

wireAntdRender()

async function start() {
  if (!(await finishOAuthReturn())) return
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </StrictMode>,
  )
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500))
  idle(() => void loadToast())
}

void start()
