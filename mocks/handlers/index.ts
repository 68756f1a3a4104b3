import type { HttpHandler } from 'msw'
import { identityHandlers } from './identity'
import { systemHandlers } from './system'
import { privacyHandlers } from './privacy'
import { configHandlers } from './config'
import { merchantHandlers } from './merchant'
import { catalogueHandlers } from './catalogue'
import { holdingsHandlers } from './holdings'
import { mgmHandlers } from './mgm'
import { referralHandlers } from './referral'
import { talentHandlers } from './talent'
import { pointsHandlers } from './points'
import { quizHandlers } from './quiz'
import { drawsHandlers } from './draws'
import { oauthHandlers } from './oauth'
import { monitorHandlers } from './monitor'

export const handlers: HttpHandler[] = [
  ...oauthHandlers,
  ...identityHandlers,
  ...systemHandlers,
  ...privacyHandlers,
  ...configHandlers,
  ...merchantHandlers,
  ...catalogueHandlers,
  ...holdingsHandlers,
  ...mgmHandlers,
  ...referralHandlers,
  ...talentHandlers,
  ...pointsHandlers,
  ...quizHandlers,
  ...drawsHandlers,
  ...monitorHandlers,
]
