import { List } from 'antd-mobile'
import type { IntegralRecord } from '@/api/points'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { recordTime, recordTone, signedPoints } from '../rules'
import styles from './points.module.css'

export function RecordList({
  records,
  onOpen,
}: {
  records: IntegralRecord[]
  onOpen: (r: IntegralRecord) => void
}) {
  return (
    <List aria-label="积分记录">
      {records.map((r) => (
        <List.Item
          key={r.id}
          description={recordTime(r.createTime)}
          extra={<span className={styles[recordTone(r)]}>{signedPoints(r.integralValue)}</span>}
          onClick={() => onOpen(r)}
          arrowIcon={false}
        >
          {r.integralName || EMPTY_TEXT}
        </List.Item>
      ))}
    </List>
  )
}
