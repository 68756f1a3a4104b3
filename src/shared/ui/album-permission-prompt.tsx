import { isAndroid, type Channel } from '@/shared/lib/channel'
import { AppModal, showModal } from './app-modal'

// marketing §6: the Android app asks for storage (album) access before saving a share poster.
const ALBUM_PROMPT = {
  title: '获取相册权限',
  message: '用途：活动需要',
  cancelText: '取消',
  confirmText: '去开启',
} as const

export interface AlbumPermissionPromptProps {
  visible: boolean
  onCancel: () => void
  onOpen: () => void
}

export function AlbumPermissionPrompt({ visible, onCancel, onOpen }: AlbumPermissionPromptProps) {
  return <AppModal visible={visible} {...ALBUM_PROMPT} onConfirm={onOpen} onCancel={onCancel} />
}

/** Resolves true when the user taps 去开启. */
export function askAlbumPermission(): Promise<boolean> {
  return showModal(ALBUM_PROMPT)
}

/** Only the provider's Android app needs the prompt; iOS and browsers save without it. */
export function needsAlbumPrompt(channel: Channel, ua: string): boolean {
  return channel === 'app' && isAndroid(ua)
}
