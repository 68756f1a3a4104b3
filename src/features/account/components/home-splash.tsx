import { useEffect, useState } from 'react'
import { findConfigByType } from '@/api/config'
import { useRequest } from '@/shared/lib/use-request'
import { HOME_SPLASH_SECONDS } from '../rules'
import styles from './transit.module.css'
import { careDuration } from '@/shared/theme/care-mode'

/** The home splash (account-and-shared §4): background from config ydHome_AlertBg, closes itself after 2 s. */
export function HomeSplash({ onClose }: { onClose: () => void }) {
  const [left, setLeft] = useState(() => careDuration(HOME_SPLASH_SECONDS))
  const bg = useRequest(() => findConfigByType('ydHome_AlertBg', '0', { silent: true, noToast: true }), [])
  useEffect(() => {
    if (left <= 0) {
      onClose()
      return
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(t)
  }, [left, onClose])
  const pic = bg.data?.[0]
  return (
    <div className={styles.splash} role="dialog" aria-label="欢迎页">
      {pic?.pic ? (
        <img className={styles.splashImage} src={pic.pic} alt={pic.title || '欢迎来到财富直销'} />
      ) : null}
      <button type="button" className={styles.skip} onClick={onClose}>
        {Math.max(left, 0)}s 跳过
      </button>
    </div>
  )
}
