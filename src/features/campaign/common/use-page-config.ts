import { useCallback } from 'react'
import type { PageConfig } from '@/api/config'
import { usePageConfig as usePageConfigQuery } from '@/api/config-queries'
import { pickStop, type Stop } from '@/shared/ui'
import { eventIdFrom } from './rules'

/** A config without any module has no event id: the campaign cannot load (marketing §3). */
export class NoEventError extends Error {
  constructor() {
    super('活动信息加载失败')
    this.name = 'NoEventError'
  }
}

export interface CampaignPageConfig {
  config: PageConfig | undefined
  /** The first module's id (marketing §3); '' until loaded or when the config has none. */
  eventId: string
  /** The first showable stop of pageStopList (marketing §2.13), or null while the campaign runs. */
  stop: Stop | null
  loading: boolean
  error: unknown
  reload: () => void
}

const QUIET = { silent: true, noToast: true } as const

/**
 * The campaign's page config by page flag (marketing §7.1 "invite info by page_flag"): rule, rich text,
 * module flags, modules (→ event id) and the stop list. A `?eventId=` from the link wins over the
 * config's (progress and record pages are opened with it). A config with no module is an error.
 */
export function usePageConfig(pageFlag: string, eventIdOverride?: string | null): CampaignPageConfig {
  const { data, error, isPending, refetch } = usePageConfigQuery(pageFlag, { call: QUIET })
  const reload = useCallback(() => void refetch(), [refetch])
  const eventId = eventIdOverride || eventIdFrom(data)
  return {
    config: data,
    eventId,
    stop: data ? pickStop(data.pageStopList) : null,
    loading: isPending,
    // Without an event id no campaign call can be made: say so instead of waiting for ever.
    error: error ?? (data && !eventId ? new NoEventError() : undefined),
    reload,
  }
}
