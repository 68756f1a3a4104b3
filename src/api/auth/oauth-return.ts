/**
 * Whether an address is the return leg of WeChat's authorise page: it carries `code` or `state`
 * (account-and-shared §4). Start-up loads the OAuth code (wechat-oauth.ts) only then, or when a page needs a
 * sign-in: a customer already signed in, or on a public page, never downloads it (docs/decisions/027).
 */
export function isOAuthReturn(href: string): boolean {
  const { searchParams } = new URL(href)
  return Boolean(searchParams.get('code') || searchParams.get('state'))
}
