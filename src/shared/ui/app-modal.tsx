import { useState, type ReactNode } from 'react'
import { AutoCenter, Dialog, type DialogProps } from 'antd-mobile'
import { useOpenedOnce } from '@/shared/lib/opened-once'
import styles from './app-modal.module.css'
import './theme.css'

/** account-and-shared §2: the shared modal — title (default 温馨提示), message, confirm, optional cancel, swap flag. */
export const DEFAULT_MODAL_TITLE = '温馨提示'
export const DEFAULT_CONFIRM_TEXT = '确定'

export interface ModalOptions {
  title?: ReactNode
  message: ReactNode
  confirmText?: string
  /** The cancel button exists only when this is given. */
  cancelText?: string
  /** Puts confirm first and cancel second (some legacy dialogs read that way). */
  swapButtons?: boolean
}

export interface AppModalProps extends ModalOptions {
  visible: boolean
  onConfirm: () => void | Promise<void>
  onCancel?: () => void
  /** Hide right after confirm without waiting for the parent to flip `visible` (it shows again on the next change of `visible`). */
  closeOnConfirm?: boolean
}

type DialogAction = Exclude<NonNullable<DialogProps['actions']>[number], unknown[]>
type ActionKey = 'confirm' | 'cancel'

/** One row, cancel then confirm — the usual order in Chinese apps — unless swapped. */
function modalActions({
  confirmText = DEFAULT_CONFIRM_TEXT,
  cancelText,
  swapButtons,
}: Pick<ModalOptions, 'confirmText' | 'cancelText' | 'swapButtons'>): DialogAction[][] {
  const confirm: DialogAction = {
    key: 'confirm' satisfies ActionKey,
    text: confirmText,
    bold: true,
    className: styles.confirm,
  }
  if (!cancelText) return [[confirm]]
  const cancel: DialogAction = {
    key: 'cancel' satisfies ActionKey,
    text: cancelText,
    className: styles.cancel,
  }
  return [swapButtons ? [confirm, cancel] : [cancel, confirm]]
}

function modalContent(message: ReactNode): ReactNode {
  return (
    <div className={styles.message}>
      {typeof message === 'string' ? <AutoCenter>{message}</AutoCenter> : message}
    </div>
  )
}

function modalTitle(title: ReactNode): ReactNode {
  return <span className={styles.title}>{title}</span>
}

const DIALOG_STYLE = { '--border-radius': '14px', '--min-width': '280px', '--max-width': '80vw' }

export function AppModal({
  visible,
  title = DEFAULT_MODAL_TITLE,
  message,
  confirmText = DEFAULT_CONFIRM_TEXT,
  cancelText,
  swapButtons,
  onConfirm,
  onCancel,
  closeOnConfirm = false,
}: AppModalProps) {
  // Local dismissal for closeOnConfirm; any change of `visible` from the parent starts afresh.
  const [dismissed, setDismissed] = useState(false)
  const opened = useOpenedOnce(visible)
  const [seenVisible, setSeenVisible] = useState(visible)
  if (seenVisible !== visible) {
    setSeenVisible(visible)
    setDismissed(false)
  }

  const handleAction = async (action: DialogAction) => {
    if (action.key === 'cancel') {
      onCancel?.()
      return
    }
    await onConfirm()
    if (closeOnConfirm) setDismissed(true)
  }

  // Mounted on its first opening: pages hold several that are usually never opened.
  if (!opened) return null
  return (
    <Dialog
      visible={visible && !dismissed}
      title={modalTitle(title)}
      aria-label={typeof title === 'string' ? title : undefined}
      content={modalContent(message)}
      actions={modalActions({ confirmText, cancelText, swapButtons })}
      onAction={handleAction}
      bodyClassName={styles.body}
      style={DIALOG_STYLE}
    />
  )
}

/** Imperative variant for call sites outside React state (after a request, in a guard); true on confirm. */
export function showModal({ title = DEFAULT_MODAL_TITLE, message, ...rest }: ModalOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.show({
      title: modalTitle(title),
      'aria-label': typeof title === 'string' ? title : undefined,
      content: modalContent(message),
      actions: modalActions(rest),
      closeOnAction: true,
      bodyClassName: styles.body,
      style: DIALOG_STYLE,
      onAction: (action) => resolve(action.key === 'confirm'),
    })
  })
}
