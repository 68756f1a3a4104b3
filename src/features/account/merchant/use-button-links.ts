import type { ConfigPicture } from '@/api/config'
import { useConfigPictures } from '@/api/config-queries'
import { DOWNLOAD_BUTTON_TEXT, STORE_BUTTON_TEXT, type LinkButton } from './rules'

export interface ButtonLinks {
  download: LinkButton | null
  store: LinkButton | null
  loading: boolean
}

/** The download entry is the one titled with 下载 (else the first); the store entry is the other one. */
export function pickButtonLinks(list: readonly ConfigPicture[] = []): Omit<ButtonLinks, 'loading'> {
  const items = list.filter((p) => p.jumpTarget.trim())
  const download = items.find((p) => p.title.includes('下载')) ?? items[0]
  const store = items.find((p) => p !== download)
  return {
    download: download ? { text: download.title || DOWNLOAD_BUTTON_TEXT, url: download.jumpTarget } : null,
    store: store ? { text: store.title || STORE_BUTTON_TEXT, url: store.jumpTarget } : null,
  }
}

/** Button links from config type xywx_bindbusiness_btnlink (account-and-shared §7). */
export function useButtonLinks(): ButtonLinks {
  const { data, isPending } = useConfigPictures('xywx_bindbusiness_btnlink', '0', {
    call: { silent: true, noToast: true },
  })
  return { ...pickButtonLinks(data), loading: isPending }
}
