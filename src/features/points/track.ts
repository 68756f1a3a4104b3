import { addEventStat } from '@/api/config'
import { PRO_ID } from './rules'

/** §9 tracking: never blocks nor bothers the user. */
export function track(proName: string, buttonName: string): void {
  addEventStat({ pro_id: PRO_ID, pro_name: proName, buttom_name: buttonName }).catch(() => undefined)
}
