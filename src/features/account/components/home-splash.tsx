import { useEffect, useState } from 'react'
import { useConfigPictures } from '@/api/config-queries'
import { HOME_SPLASH_SECONDS } from '../rules'
import styles from './transit.module.css'
import { careDuration } from '@/shared/theme/care-mode'

/** The home splash (account-and-shared §4): background from config ydHome_AlertBg, closes itself after 2 s. */
export function HomeSplash({ onClose }: { onClose: () => void }) {
  const [left, setLeft] = useState(() => careDuration(HOME_SPLASH_SECONDS))
  const bg = useConfigPictures('ydHome_AlertBg', '0', { call: { silent: true, noToast: true } })
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
