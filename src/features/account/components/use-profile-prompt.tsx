import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getUserInfo } from '@/api/identity'
import { PATHS } from '@/shared/lib/paths'
import { local, loginStore, session } from '@/shared/lib/storage'
import { AppModal } from '@/shared/ui'
import { profilePrompt, type ProfilePrompt } from '../rules'

/** Logged in: the session flag after binding, or a valid local login (account-and-shared §4). */
export const isLoggedIn = () => session.get('islogined') === '1' || loginStore.isValid()

/**
 * The profile-completeness prompt (account-and-shared §4): reads the user info, keeps it as the local
 * login info, and asks for the first missing piece. Confirming goes to /bindUser.
 */
export function ProfilePromptModal({ enabled = true }: { enabled?: boolean }) {
  const navigate = useNavigate()
  const [prompt, setPrompt] = useState<ProfilePrompt | null>(null)
  useEffect(() => {
    if (!enabled || !isLoggedIn()) return
    let live = true
    getUserInfo({ silent: true, noToast: true })
      .then((info) => {
        if (!live || !info) return
        local.setJson('loginInfo', info)
        setPrompt(profilePrompt(info, true))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [enabled])
  return (
    <AppModal
      visible={!!prompt}
      message={prompt?.message ?? ''}
      confirmText={prompt?.button}
      cancelText="暂不"
      onCancel={() => setPrompt(null)}
      onConfirm={() => {
        setPrompt(null)
        navigate(PATHS.bindUser)
      }}
    />
  )
}
