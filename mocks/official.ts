/**
 * The official direct-sales origin the mock's links point at. The app follows links only to its own
 * official domain, which depends on the build mode, so whoever starts the mock server says which one
 * (the dev plugin: the dev mode's; mocks/serve.ts: the prod build's). Tests get the dev one.
 */
export const MOCK_OFFICIAL_ORIGIN = `https://${process.env.MOCK_OFFICIAL_DOMAIN || 'dev-zx.xywealth.com.cn'}`
