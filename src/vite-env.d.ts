/// <reference types="vite/client" />

interface AppEnvironment {
  name: string
  host: string
  /** VITE_EXTRA_HOSTS: further hosts of the same environment (a backup domain). */
  extraHosts?: string[]
  apiBase: string
  officialDomain: string
  wxScope: string
  wxAuthorizeUrl: string
  appLoginUrl: string
  appOpenAccountUrl: string
  /** VITE_IMAGE_HOSTS: picture hosts besides the API host and the official domain. */
  imageHosts?: string[]
}

declare const __APP_ENVIRONMENTS__: AppEnvironment[]
declare const __BUILD_ENV__: string
declare const __SHARE_LINK_KEY__: string
declare const __MOCK_MODE__: boolean
/** The build's release id (RELEASE_ID, else the build's time): the same in every chunk of a build. */
declare const __RELEASE_ID__: string
