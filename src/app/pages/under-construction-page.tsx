import { useRouteMeta } from '@/shared/lib/route-meta'
import { UnderConstruction } from '@/shared/ui'

/** Pages that a later issue builds show a tidy notice until then. */
export default function UnderConstructionPage() {
  const meta = useRouteMeta()
  return <UnderConstruction title={meta?.title ?? ''} />
}
