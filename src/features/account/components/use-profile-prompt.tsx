import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useUserInfo } from '@/api/identity-hooks'
import { PATHS } from '@/shared/lib/paths'
import { isSignedIn } from '@/api/auth/signed-in'
import { AppModal } from '@/shared/ui'
import { profilePrompt } from '../rules'

/**
 * The profile-completeness prompt (account-and-shared §4): reads the user info (kept in memory only)
 * and asks for the first missing piece. Confirming goes to /bindUser.
 */
export function ProfilePromptModal({ enabled = true }: { enabled?: boolean }) {
  const navigate = useNavigate()
  const [closed, setClosed] = useState(false)
  // Read for this prompt only, never stored: it carries the ID number, name and address. Quiet: a
  // failure shows no prompt.
  const on = enabled && isSignedIn()
  const info = useUserInfo({ enabled: on, call: { silent: true, noToast: true } })
  const prompt = on && info.data && !closed ? profilePrompt(info.data, true) : null
  return (
    <AppModal
      visible={!!prompt}
      message={prompt?.message ?? ''}
      confirmText={prompt?.button}
      cancelText="暂不"
      onCancel={() => setClosed(true)}
      onConfirm={() => {
        setClosed(true)
        navigate(PATHS.bindUser)
      }}
    />
  )
}
