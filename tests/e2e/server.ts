/**
 * Where the end-to-end run finds the app: the production build (`DIST_DIR`, by default dist/) served with the
 * mock backend on `E2E_PORT` (by default 4178), one server per worker. playwright.config.ts starts the servers;
 * a worker's tests read their own server's address from here (Playwright sets TEST_PARALLEL_INDEX).
 */
export const DIST = process.env.DIST_DIR ?? 'dist'
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4178)
/** How many tests run at once: each on a mock backend of its own, on E2E_PORT, E2E_PORT + 1, … */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2)
/** The port of the mock backend a worker's tests talk to (Playwright numbers its workers from 0). */
export const portOf = (worker: number) => E2E_PORT + worker
export const originOf = (worker: number) => `http://127.0.0.1:${portOf(worker)}`
/** This worker's mock backend (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const BASE_URL = originOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
