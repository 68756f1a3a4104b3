import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { text } from '../schema'
import { noticeRequest } from './requests'

/**
 * Catalogue service: the texts, the market's notice bar and a product's benchmark or tip text (catalogue
 * §2.5, §2.7). Conventions: ./shared.ts.
 */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Texts

/** A plain text answer ('' when missing). */
export const TextAnswer = text()

/** The benchmark explanation or the tip text of a table cell (catalogue §2.7 benchmark / tip alert). */
export function getRiskWarning(prodCode: string, prodType: number, options?: CallOptions): Promise<string> {
  return http.get(TextAnswer, C.riskWarning, { prodCode, prodType }, options)
}

/** The notice bar text, trimmed; '' when there is none (catalogue §2.5). Silent. */
export async function getNotice(options?: CallOptions): Promise<string> {
  return (await http.send(TextAnswer, noticeRequest(), { silent: true, ...options })).trim()
}
