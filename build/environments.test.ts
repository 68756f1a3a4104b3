import { describe, expect, it } from 'vitest'
import { environmentTable, shareLinkKey } from './environments.ts'

describe('what a build carries of its environment (docs/deployment.md, Environments)', () => {
  it('a production build without the share-link key fails; other builds and the dev server go on without', () => {
    expect(() => shareLinkKey('prod', 'build', 'SHARE_LINK_KEY_PROD', {})).toThrow(/SHARE_LINK_KEY_PROD/)
    expect(() => shareLinkKey('prod', 'build', undefined, {})).toThrow(/share-link key/)
    expect(shareLinkKey('prod', 'build', 'SHARE_LINK_KEY_PROD', { SHARE_LINK_KEY_PROD: 'k1' })).toBe('k1')
    expect(shareLinkKey('uat', 'build', 'SHARE_LINK_KEY_UAT', {})).toBe('')
    expect(shareLinkKey('dev', 'serve', 'SHARE_LINK_KEY_DEV', {})).toBe('')
  })

  it('lists the backup domains of VITE_EXTRA_HOSTS beside the host', () => {
    const [prod] = environmentTable('prod')
    expect(prod.host).toBe('h5.xywealth.com.cn')
    expect(Array.isArray(prod.extraHosts)).toBe(true)
    expect(prod.extraHosts.every((h) => /^[a-z0-9.-]+$/.test(h))).toBe(true)
  })
})
