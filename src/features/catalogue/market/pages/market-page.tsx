import { MarketView } from '../components/market-view'

/** /productMarket: the market list with the main-category tabs (catalogue §2.2). */
export default function MarketPage() {
  return <MarketView variant="custom" />
}
