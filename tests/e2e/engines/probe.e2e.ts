import { readFile } from 'node:fs/promises'
import { parse } from 'acorn'
import { baseUrl, expect, test } from '../browser'

/** The page probe of the real-engine runs (mocks/serve.ts, mocks/probe.js), as the mock server serves it. */
const base = baseUrl
const built = () => readFile(`${process.env.DIST_DIR ?? 'dist'}/index.html`, 'utf8')
/** The addresses the app is opened at: plain, by name, and back from the OAuth round trip. */
const ENTRIES = ['/', '/index.html', '/?code=mockcode&state=s#/mgmfour']

test.describe('the page probe', () => {
  test('leaves index.html as built, byte for byte, for a browser that did not ask for it', async () => {
    const html = await built()
    for (const entry of ENTRIES) expect(await (await fetch(`${base()}${entry}`)).text()).toBe(html)
  })

  test('comes first in <head> once asked for, with its options', async () => {
    const res = await fetch(`${base()}/__mock/probe?floor=1&wx=0`)
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^engine-probe=/)
    const tag = '<script src="/__mock/probe.js?floor=1&amp;wx=0"></script>'
    const html = await built()
    for (const entry of ENTRIES) {
      const served = await (await fetch(`${base()}${entry}`, { headers: { cookie } })).text()
      expect(served.indexOf(tag)).toBe(served.indexOf('<head>') + '<head>'.length)
      expect(served.replace(tag, '')).toBe(html)
    }
  })

  test('parses as ES5, for the oldest engines', async () => {
    const res = await fetch(`${base()}/__mock/probe.js?floor=1&wx=1`)
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/)
    const source = await res.text()
    expect(source).toMatch(/^var PROBE_OPTIONS = \{"floor":true,"wx":true\};/)
    expect(() => parse(source, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow()
  })
})
