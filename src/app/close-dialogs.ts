import { Dialog, Modal } from 'antd-mobile'

/** Closes every dialog opened with antd-mobile's imperative API (Dialog.show/alert/confirm, Modal.*). */
export function closeDialogs(): void {
  Dialog.clear()
  Modal.clear()
}
