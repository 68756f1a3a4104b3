// The trade gate of the fund pages (catalogue §4.7): pure rules plus a hook that shows the dialogs.
export { tradeGateStep } from './rules'
export type { TradeGateStep, BlockReason, GateUserInfo, GateContext } from './rules'
export { useTradeGate } from './use-trade-gate'
export type { TradeGate } from './use-trade-gate'
export { GATE_TEXT } from './texts'
