/**
 * Where the end-to-end run finds the app: the production build (`DIST_DIR`, by default dist/) served with the
 * mock backend on `E2E_PORT` (by default 4178). playwright.config.ts starts that server; the tests read the
 * same address from here (the workers inherit the environment).
 */
export const DIST = process.env.DIST_DIR ?? 'dist'
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4178)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
