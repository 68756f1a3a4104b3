import { useState } from 'react'
import { Button } from 'antd-mobile'
import type { DrawRecord } from '@/api/draws'
import { show, type PoolSetup } from '../rules'
import { PrizeExchangePopup } from './prize-exchange-popup'
import styles from './draws.module.css'

export interface PhysicalRightProps {
  record: DrawRecord
  userId: string
  /** The pool it was won in (the exchange reads its records again). */
  setup: PoolSetup
}

/** A won physical prize: its status, and 去兑换 while it waits for the winner's delivery details. */
export function PhysicalRight({ record, userId, setup }: PhysicalRightProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <header className={styles.ticket}>
        <h2>{show(record.prizeName)}</h2>
        <p>中奖时间 {show(record.drawTime)}</p>
      </header>
      <section className={styles.card} aria-label="奖品信息">
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>奖品类型</dt>
            <dd>实物奖品</dd>
          </div>
          <div className={styles.field}>
            <dt>状态</dt>
            <dd data-testid="right-status">{show(record.status)}</dd>
          </div>
        </dl>
        {record.needExchange === '1' ? (
          <>
            <p className={styles.muted}>填写收货信息后即可完成兑换，奖品将寄送至您填写的地址。</p>
            <Button block color="primary" shape="rounded" onClick={() => setOpen(true)}>
              去兑换
            </Button>
          </>
        ) : null}
      </section>
      <PrizeExchangePopup
        visible={open}
        setup={setup}
        recordId={record.recordId}
        prizeName={record.prizeName}
        userId={userId}
        onClose={() => setOpen(false)}
        onExchanged={() => setOpen(false)}
      />
    </>
  )
}
