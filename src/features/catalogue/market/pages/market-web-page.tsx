import { MarketView } from '../components/market-view'

/** /productMarketWeb and /productMarketNew: the public list without main tabs, with 销售机构 (catalogue §2.2, §2.4). */
export default function MarketWebPage() {
  return <MarketView variant="web" />
}
