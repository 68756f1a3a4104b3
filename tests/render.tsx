import { act, render, waitFor } from '@testing-library/react'
import {
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom'
import { AppRoutes } from '@/app/navigation/router'
import { WithServerState } from './server-state'
import { db, type UserScenario } from '@mocks/db'
import { loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { USER_AGENTS } from './user-agents'

export { USER_AGENTS, WithServerState }

export function setUserAgent(channel: keyof typeof USER_AGENTS): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: USER_AGENTS[channel], configurable: true })
}

/** Signs the scenario's user in locally, as a finished OAuth round trip would. */
export function signIn(user: UserScenario = db.scenario.user): void {
  db.scenario.user = user
  const u = db.users[user]
  wxUserStore.set({ openid: u.openid, phone: u.phone, nickname: u.nickname })
  loginStore.save('test-token')
}

/** Signs the scenario's app customer in, as the app's ticket login leaves it (api/auth/app-login.ts). */
export function signInApp(user: UserScenario = 'opened'): void {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

export interface RenderRouteOptions {
  /** The scenario user; signed in unless signedIn is false. */
  user?: UserScenario
  signedIn?: boolean
  channel?: keyof typeof USER_AGENTS
  /** Wait until the page leaves its loading state (default true). */
  settle?: boolean
  /** Router state of the first entry, as a page of the app hands it over with a link. */
  state?: unknown
}

/**
 * Renders the real route table at a path (docs/testing.md) with a signed-in WeChat user by
 * default, and waits until the page has left its loading state.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  setUserAgent(options.channel ?? 'wx')
  if (options.user) db.scenario.user = options.user
  if (options.signedIn !== false) signIn()
  const current: { location?: Location } = {}
  function LocationProbe() {
    current.location = useLocation()
    return null
  }
  const utils = render(
    <MemoryRouter
      initialEntries={[options.state === undefined ? path : { ...parsePath(path), state: options.state }]}
    >
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: WithServerState },
  )
  if (options.settle !== false) await waitForPage()
  /** The router's current location (pathname, search) after navigations. */
  const location = () => current.location!
  return { ...utils, location }
}

/** Waits until no skeleton or loading status is on screen. */
export async function waitForPage(): Promise<void> {
  await waitFor(
    () => {
      expect(document.querySelector('[data-page-loading]')).toBeNull()
      // A part of the page drawn a step behind the rest (InSlices) is on its way.
      expect(document.querySelector('[data-drawing]')).toBeNull()
      // The next page's code is still on its way (the page before stays until it arrives).
      expect(document.body).not.toHaveAttribute('aria-busy')
    },
    { timeout: 15_000 },
  )
  // Then the page itself, or the error view a page that did not load shows in its place.
  await waitFor(() => expect(document.querySelector('main, [role="alert"]')).not.toBeNull(), {
    timeout: 5000,
  }).catch(() => undefined)
}

/**
 * The route table in a memory router at `path` (the current user agent and login as set by the caller),
 * with the router's navigate (to go back or elsewhere) and location at hand, once the page has loaded.
 */
export async function renderWithHistory(path: string) {
  const router: { navigate?: NavigateFunction; location?: Location } = {}
  function Probe() {
    router.navigate = useNavigate()
    router.location = useLocation()
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
    { wrapper: WithServerState },
  )
  await waitForPage()
  return {
    back: () => act(() => void router.navigate!(-1)),
    go: (to: string | number) => act(() => void router.navigate!(to as string)),
    location: () => router.location!,
  }
}

/** What a customer must never read: a raw JavaScript value printed as text. */
export const RAW_VALUE_TEXT = /\b(NaN|undefined|null)\b|\[object Object\]/

export function expectNoRawValues(): void {
  expect(document.body.textContent ?? '').not.toMatch(RAW_VALUE_TEXT)
}
