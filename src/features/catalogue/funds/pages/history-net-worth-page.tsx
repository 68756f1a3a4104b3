import { HistoryView } from '../components/history-view'

/** /historyNetWorth: open fund history (date, 单位净值, 累计净值; catalogue §2.7). */
export default function HistoryNetWorthPage() {
  return <HistoryView money={false} />
}
