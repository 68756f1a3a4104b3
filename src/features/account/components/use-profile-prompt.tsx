import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getUserInfo } from '@/api/identity'
import { PATHS } from '@/shared/lib/paths'
import { loginStore, session } from '@/shared/lib/storage'
import { AppModal } from '@/shared/ui'
import { profilePrompt, type ProfilePrompt } from '../rules'

/** Logged in: the session flag after binding, or a valid local login (account-and-shared §4). */
export const isLoggedIn = () => session.get('islogined') === '1' || loginStore.isValid()

/**
 * The profile-completeness prompt (account-and-shared §4): reads the user info (kept in memory only)
 * and asks for the first missing piece. Confirming goes to /bindUser.
 */
export function ProfilePromptModal({ enabled = true }: { enabled?: boolean }) {
  const navigate = useNavigate()
  const [prompt, setPrompt] = useState<ProfilePrompt | null>(null)
  useEffect(() => {
    if (!enabled || !isLoggedIn()) return
    let live = true
    getUserInfo({ silent: true, noToast: true })
      .then((info) => {
        // Read for this prompt only, never stored: it carries the ID number, name and address.
        if (!live) return
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
