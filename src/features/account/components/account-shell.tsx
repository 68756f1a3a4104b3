import type { ReactNode } from 'react'
import { useConfigPictures } from '@/api/config-queries'
import { RiskFooter } from '@/shared/ui'
import styles from './account-shell.module.css'

export interface AccountShellProps {
  title: string
  sub?: ReactNode
  /** Show the configured logo (config type xywx_logo) above the title. */
  logo?: boolean
  children: ReactNode
}

function BrandMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#d4282d" />
      <path
        d="M18 44 32 18l14 26"
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The configured logo (account-and-shared §7: type xywx_logo); the brand mark while loading or unset. */
export function ConfiguredLogo() {
  const { data } = useConfigPictures('xywx_logo', '0', { call: { silent: true, noToast: true } })
  const pic = data?.[0]?.pic
  return pic ? <img className={styles.logo} src={pic} alt={data?.[0]?.title || '财富直销'} /> : <BrandMark />
}

/** The account pages' frame: header, content, risk footer. */
export function AccountShell({ title, sub, logo = true, children }: AccountShellProps) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {logo ? <ConfiguredLogo /> : null}
        <h1 className={styles.title}>{title}</h1>
        {sub ? <p className={styles.sub}>{sub}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
