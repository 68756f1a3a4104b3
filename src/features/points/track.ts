import { useEffect, useRef } from 'react'
import { addEventStat } from '@/api/config'
import { PRO_ID, type TrackEvent } from './rules'

/** §9 tracking: never blocks nor bothers the user. */
export function track(proName: string, buttonName: string): void {
  addEventStat({ pro_id: PRO_ID, pro_name: proName, buttom_name: buttonName }).catch(() => undefined)
}

/** One of the named §9 events (rules.ts TRACK). */
export const trackEvent = (event: TrackEvent): void => track(event.proName, event.buttonName)

/** A section's view event: sent once, the first time the section is shown (`shown` turns true). */
export function useTrackView(event: TrackEvent, shown = true): void {
  const sent = useRef(false)
  useEffect(() => {
    if (!shown || sent.current) return
    sent.current = true
    trackEvent(event)
  }, [event, shown])
}
