import { HistoryView } from '../components/history-view'

/** /historySeven: money fund history (date, 万份收益, 七日年化收益率; catalogue §2.7). */
export default function HistorySevenPage() {
  return <HistoryView money />
}
