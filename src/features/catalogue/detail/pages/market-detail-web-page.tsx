import { DetailView } from '../components/detail-view'

/** /productMarketDetailWeb: the public-site product detail, same behaviour (catalogue §2.1). */
export default function MarketDetailWebPage() {
  return <DetailView variant="web" />
}
