import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { userInfoQuery } from './identity-queries'
import {
  bindPhone,
  phoneLogin,
  registerOneClick,
  unbindPhone,
  type BindPhoneRequest,
  type PhoneLoginRequest,
  type RegisterRequest,
  type UserInfo,
} from './identity'
import { useAction, type ActionOptions } from '@/shared/lib/action'

/**
 * The identity actions (docs/architecture.md, "State", Actions). Each account-changing one says so in its
 * meta (`changesAccount`): the query client drops the answers asked before it, whatever it answers
 * (docs/identity.md, "Answers a page asked for"), before the caller's steps run; nothing more to refresh.
 * `onSuccess` / `onError` are the caller's steps that must stay inside the one guard (a refreshed user, a
 * saved invitation): the button stays busy and a second tap sends nothing until they are over.
 */
export interface IdentityActionOptions<TVars, TData> extends Pick<
  ActionOptions<TVars, TData>,
  'onSuccess' | 'onError'
> {
  /** The HTTP layer's options for the call (quiet codes, no toast). */
  call?: CallOptions
}

const changesAccount = { changesAccount: true }

/** newVerification: binds the phone (account-and-shared §4). */
export const useBindPhone = ({ call, ...hooks }: IdentityActionOptions<BindPhoneRequest, unknown> = {}) =>
  useAction<BindPhoneRequest, unknown>({
    mutationFn: (request) => bindPhone(request, call),
    meta: changesAccount,
    ...hooks,
  })

/** wechatAppBind: one-click registration or one-tap bind (account-and-shared §4). */
export const useRegisterOneClick = ({
  call,
  ...hooks
}: IdentityActionOptions<RegisterRequest, unknown> = {}) =>
  useAction<RegisterRequest, unknown>({
    mutationFn: (request) => registerOneClick(request, call),
    meta: changesAccount,
    ...hooks,
  })

/** phoneLogin: the phone login of the transit pages (account-and-shared §4). */
export const usePhoneLogin = ({ call, ...hooks }: IdentityActionOptions<PhoneLoginRequest, unknown> = {}) =>
  useAction<PhoneLoginRequest, unknown>({
    mutationFn: (request) => phoneLogin(request, call),
    meta: changesAccount,
    ...hooks,
  })

export interface UnbindVars {
  openId: string
  /** The WeChat app id (asked when none is stored). */
  appId: () => Promise<string>
  /**
   * The customer's confirmation, asked inside the guard (a double tap opens one dialog); false: nothing is
   * sent and the action answers `false`.
   */
  confirm?: () => Promise<boolean>
}

/** unbindUserPhone after the customer's confirmation; answers whether it was sent (account-and-shared §4). */
export const useUnbindPhone = ({ call, ...hooks }: IdentityActionOptions<UnbindVars, boolean> = {}) =>
  useAction<UnbindVars, boolean>({
    mutationFn: async ({ openId, appId, confirm }) => {
      if (confirm && !(await confirm())) return false
      await unbindPhone(await appId(), openId, call)
      return true
    },
    // A confirmation declined counts too: dropping the answers costs a loading state at most.
    meta: changesAccount,
    ...hooks,
  })

/**
 * The WeChat OAuth round trip of /login (asks the app id, then leaves the page); its code loads when it starts
 * (docs/decisions/027).
 */
export const useStartOAuth = () =>
  useAction<void, void>({
    mutationFn: () => import('./auth/wechat-oauth').then(({ startOAuth }) => startOAuth()),
  })

/**
 * getUserInfo asked afresh on a tap (the trade gate's checks, catalogue §4.7), through the cache under
 * userInfoQuery's key; rejects when the call fails (the HTTP layer has shown its message).
 */
export function useUserInfoOnTap(): () => Promise<UserInfo> {
  const client = useQueryClient()
  return useCallback(() => client.fetchQuery({ ...userInfoQuery(), staleTime: 0 }), [client])
}

// The stored WeChat user after a change of the account (account-and-shared §3) is refreshed by
// ./wechat-user.ts, beside the sign-in.
