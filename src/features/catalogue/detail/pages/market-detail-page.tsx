import { DetailView } from '../components/detail-view'

/** /productMarketDetail?fundCode=&productType=&navDecimalPlaces= (catalogue §2.1, §2.6). */
export default function MarketDetailPage() {
  return <DetailView variant="app" />
}
