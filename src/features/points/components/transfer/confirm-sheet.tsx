import { Button, Popup } from 'antd-mobile'
import { EMPTY_TEXT, maskPhone } from '@/shared/lib/format'
import { CaptchaField, SmsCodeField, useVerifyForm } from '@/shared/ui/verify-fields'
import { pointsText } from '../../rules'
import { transferVerifyService } from '../../transfer-service'
import type { TransferFlow } from '../../use-transfer'
import styles from './transfer.module.css'

/** The SMS check of one transfer: the shared image captcha + SMS rows, for the customer's own phone. */
function SmsCheck({ flow, ownPhone }: { flow: TransferFlow; ownPhone: string }) {
  const form = useVerifyForm({ initialPhone: ownPhone })
  return (
    <>
      <p className={styles.verifyNote}>
        本次转赠需验证手机号 <strong>{maskPhone(ownPhone) || EMPTY_TEXT}</strong>
      </p>
      <CaptchaField
        service={transferVerifyService}
        phone={form.phone}
        value={form.captcha}
        onChange={form.setCaptcha}
        onCheckKey={form.setCheckKey}
      />
      <SmsCodeField
        service={transferVerifyService}
        phone={form.phone}
        captcha={form.captcha}
        checkKey={form.checkKey}
        value={form.sms}
        onChange={(v) => {
          form.setSms(v)
          flow.clearCodeError()
        }}
        error={flow.codeError}
      />
      <div className={styles.sheetActions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={flow.submitting}
          disabled={flow.submitting}
          onClick={() => void flow.submit(form.sms)}
        >
          确认转赠
        </Button>
      </div>
    </>
  )
}

/** 确认转赠: who, how much, what is left, and the SMS check when this transfer needs it. */
export function ConfirmSheet({ flow, ownPhone }: { flow: TransferFlow; ownPhone: string }) {
  const { confirm, target, rules } = flow
  const left = confirm && rules ? rules.balance - confirm.amount : null
  return (
    <Popup
      visible={!!confirm}
      onMaskClick={() => !flow.submitting && flow.cancelConfirm()}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      destroyOnClose
    >
      <div className={styles.sheet} role="dialog" aria-label="确认转赠">
        <div className={styles.sheetTitle}>确认转赠</div>
        <div className={styles.sheetAmount}>{pointsText(confirm?.amount)} 积分</div>
        <div className={styles.row}>
          <span>转赠对象</span>
          <span>
            {target?.nickname || '微信用户'} {target?.phone || ''}
          </span>
        </div>
        <div className={styles.row}>
          <span>转赠后剩余</span>
          <span>{pointsText(left)} 积分</span>
        </div>
        {confirm?.needVerify ? (
          <SmsCheck flow={flow} ownPhone={ownPhone} />
        ) : (
          <div className={styles.sheetActions}>
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={flow.submitting}
              disabled={flow.submitting}
              onClick={() => void flow.submit('')}
            >
              确认转赠
            </Button>
          </div>
        )}
      </div>
    </Popup>
  )
}
