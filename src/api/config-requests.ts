import { endpoints } from './endpoints'
import type { HttpRequest } from './transport'

/**
 * The config requests a shared link's first paint needs, as they leave: config.ts sends them, and start-up
 * asks for the same ones before the page's code has arrived (src/app/navigation/first-round.ts). Part of the
 * small start-up entry: no schema here.
 */

/** A campaign page's config by its page flag (marketing §7.2). */
export const pageConfigRequest = (pageFlag: string): HttpRequest => ({
  method: 'GET',
  url: endpoints.config.pageInfo,
  params: { page_flag: pageFlag },
})

/** The configured pictures and links of one type (account-and-shared §7, marketing §7.2). */
export const findByTypeRequest = (type: string, category: '0' | '1'): HttpRequest => ({
  method: 'POST',
  url: endpoints.config.findByType,
  data: { type, category },
})
