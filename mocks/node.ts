import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The msw server for vitest: the same handlers as npm start and the e2e server. */
export const server = setupServer(...handlers)
