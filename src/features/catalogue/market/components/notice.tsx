import { lazy, Suspense } from 'react'
import { getNotice } from '@/api/catalogue'
import { useRequest } from '@/shared/lib/use-request'

const NoticeStrip = lazy(() => import('./notice-strip'))

/** The notice text from getNotice; nothing when empty or failed. */
export function Notice() {
  const { data: text } = useRequest(() => getNotice(), [])
  if (!text) return null
  return (
    <Suspense fallback={null}>
      <NoticeStrip text={text} />
    </Suspense>
  )
}
