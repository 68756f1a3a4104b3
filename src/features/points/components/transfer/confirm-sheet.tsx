import { NoticeBar, Popup } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { EMPTY_TEXT, maskPhone } from '@/shared/lib/format'
import { SubmitButton } from '@/shared/ui/submit-button'
import { CaptchaField, SmsCodeField, useVerifyForm } from '@/shared/ui/verify-fields'
import { pointsText } from '../../rules'
import { transferVerifyService } from '@/api/verify-service'
import type { TransferFlow } from '../../use-transfer'
import styles from './transfer.module.css'

/** After a lost answer (docs/money-actions.md): what happened is unknown, the balance was read again. */
export const TRANSFER_UNSURE_TEXT =
  '网络异常，本次转赠结果暂未确认。已为您重新查询可用积分，请核对后再提交；重新提交不会重复转赠。'
export const TRANSFER_RETRY_TEXT = '重新提交'
export const TRANSFER_RECHECK_TEXT = '正在查询可用积分'
const CONFIRM_TEXT = '确认转赠'

interface SubmitProps {
  flow: TransferFlow
  /** Looks disabled (marketing §5: until captcha and SMS code are filled) but a tap still says why. */
  dimmed?: boolean
  onClick: () => void
}

function ConfirmButton({ flow, dimmed = false, onClick }: SubmitProps) {
  return (
    <div className={styles.sheetActions}>
      <SubmitButton
        dimmed={dimmed}
        busy={flow.submitting || flow.rechecking}
        loadingText={flow.rechecking ? TRANSFER_RECHECK_TEXT : undefined}
        onClick={onClick}
      >
        {flow.confirm?.unsure ? TRANSFER_RETRY_TEXT : CONFIRM_TEXT}
      </SubmitButton>
    </div>
  )
}

/**
 * The SMS check of one transfer: the shared image captcha + SMS rows, for the customer's own phone; the
 * code is sent for this receiver and amount. A refused send (a wrong captcha) fetches a new picture.
 */
function SmsCheck({ flow, ownPhone }: { flow: TransferFlow; ownPhone: string }) {
  const form = useVerifyForm({ initialPhone: ownPhone })
  const [captchaRefresh, setCaptchaRefresh] = useState(0)
  const receiveUserId = flow.target?.receiveUserId ?? ''
  const integral = flow.confirm?.amount ?? 0
  const service = useMemo(
    () => transferVerifyService({ receive_user_id: receiveUserId, integral }),
    [receiveUserId, integral],
  )
  return (
    <>
      <p className={styles.verifyNote}>
        本次转赠需验证手机号 <strong>{maskPhone(ownPhone) || EMPTY_TEXT}</strong>
      </p>
      <CaptchaField
        service={service}
        phone={form.phone}
        value={form.captcha}
        onChange={form.setCaptcha}
        onCheckKey={form.setCheckKey}
        refreshSignal={captchaRefresh}
      />
      <SmsCodeField
        service={service}
        phone={form.phone}
        captcha={form.captcha}
        checkKey={form.checkKey}
        value={form.sms}
        onChange={(v) => {
          form.setSms(v)
          flow.clearCodeError()
        }}
        error={flow.codeError}
        onSendFailed={() => setCaptchaRefresh((n) => n + 1)}
      />
      <ConfirmButton flow={flow} dimmed={!form.isComplete} onClick={() => void flow.submit(form.sms)} />
    </>
  )
}

/**
 * 确认转赠: who, how much, what is left, and the SMS check when this transfer needs it (and has not
 * passed it yet). After a lost answer it says so, shows the balance read again, and offers 重新提交.
 */
export function ConfirmSheet({ flow, ownPhone }: { flow: TransferFlow; ownPhone: string }) {
  const { confirm, target, rules } = flow
  const left = confirm && rules ? rules.balance - confirm.amount : null
  return (
    <Popup
      visible={!!confirm}
      onMaskClick={() => !flow.submitting && !flow.rechecking && flow.cancelConfirm()}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      destroyOnClose
    >
      <div className={styles.sheet} role="dialog" aria-label="确认转赠">
        <div className={styles.sheetTitle}>确认转赠</div>
        <div className={styles.sheetAmount}>{pointsText(confirm?.amount)} 积分</div>
        {confirm?.unsure ? (
          <div role="status" className={styles.unsure}>
            <NoticeBar color="alert" wrap content={TRANSFER_UNSURE_TEXT} />
          </div>
        ) : null}
        <div className={styles.row}>
          <span>转赠对象</span>
          <span>
            {target?.nickname || '微信用户'} {target?.phone || ''}
          </span>
        </div>
        {confirm?.unsure ? (
          <div className={styles.row}>
            <span>当前可用积分</span>
            <span data-testid="transfer-recheck-balance">
              {flow.rechecking ? '查询中…' : `${pointsText(rules?.balance)} 积分`}
            </span>
          </div>
        ) : (
          <div className={styles.row}>
            <span>转赠后剩余</span>
            <span>{pointsText(left)} 积分</span>
          </div>
        )}
        {confirm?.needVerify && !confirm.verified ? (
          // A new round (a passed check used up) starts the fields again: a new code for the next try.
          <SmsCheck key={flow.codeRound} flow={flow} ownPhone={ownPhone} />
        ) : (
          <ConfirmButton flow={flow} onClick={() => void flow.submit('')} />
        )}
      </div>
    </Popup>
  )
}
