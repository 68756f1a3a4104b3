import { Navigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'

/** /fourPage itself opens its first child, the current-account page. */
export default function FourPageRedirect() {
  return <Navigate to={PATHS.current} replace />
}
