import fc from 'fast-check'
import {
  canAgree,
  firstBoxTap,
  frameUrl,
  isPdf,
  isTrustedFrameMessage,
  parseDocMessage,
  popupPrimaryButton,
  popupTarget,
  privacyDecision,
  viewerButton,
  viewerTitle,
  type PrivacyDecision,
  type PrivacyDecisionInput,
} from './rules'

const base: PrivacyDecisionInput = {
  serverVersion: '3.2',
  storedVersion: null,
  isiframe: '0',
  isNewBeta: '0',
  isAgreeParam: null,
  fromOwnPopup: false,
}

describe('privacyDecision (account-and-shared §4)', () => {
  const cases: Array<[string, Partial<PrivacyDecisionInput>, PrivacyDecision]> = [
    ['never agreed: the sheet', {}, 'show-sheet'],
    ['stored version differs: the sheet', { storedVersion: '3.1' }, 'show-sheet'],
    ['versions equal: nothing', { storedVersion: '3.2' }, 'none'],
    [
      'isiframe 1 always shows, even with equal versions',
      { storedVersion: '3.2', isiframe: '1' },
      'show-sheet',
    ],
    ['isNewBeta 1 goes to the pop-up page', { isNewBeta: '1' }, 'redirect-popup'],
    [
      'isNewBeta 1 with isiframe 1 and equal versions: pop-up',
      { isNewBeta: '1', isiframe: '1', storedVersion: '3.2' },
      'redirect-popup',
    ],
    ['isNewBeta 1 and equal versions: nothing', { isNewBeta: '1', storedVersion: '3.2' }, 'none'],
    [
      'isAgree=1 with isNewBeta 1 on the return from our pop-up: silent store',
      { isNewBeta: '1', isAgreeParam: '1', fromOwnPopup: true },
      'silent-agree',
    ],
    [
      'isAgree=1 with isNewBeta 1 and isiframe 1 on the return from our pop-up: silent (no loop)',
      { isNewBeta: '1', isAgreeParam: '1', isiframe: '1', fromOwnPopup: true },
      'silent-agree',
    ],
    [
      'isAgree=1 with isNewBeta 1 in a link opened (no pop-up of ours before): the pop-up',
      { isNewBeta: '1', isAgreeParam: '1' },
      'redirect-popup',
    ],
    [
      'isAgree=1 with isNewBeta 1, isiframe 1 and equal versions in a link opened: the pop-up',
      { isNewBeta: '1', isAgreeParam: '1', isiframe: '1', storedVersion: '3.2' },
      'redirect-popup',
    ],
    ['isAgree=1 without isNewBeta: still the sheet', { isAgreeParam: '1' }, 'show-sheet'],
    ['isAgree other than 1 with isNewBeta: pop-up', { isNewBeta: '1', isAgreeParam: '0' }, 'redirect-popup'],
    ['no agreement configured: nothing', { serverVersion: '' }, 'none'],
    ['no agreement but isiframe 1: shown', { serverVersion: '', isiframe: '1' }, 'show-sheet'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(privacyDecision({ ...base, ...input })).toBe(expected)
  })
})

describe('popupTarget', () => {
  it.each([
    ['1', 'https://x/doc', { kind: 'route' }],
    ['0', 'https://x/doc', { kind: 'external', url: 'https://x/doc' }],
    ['0', '', { kind: 'route' }],
  ])('privacyPop %s url %s', (pop, url, expected) => {
    expect(popupTarget(pop, url)).toEqual(expected)
  })
})

describe('viewer texts (catalogue §2.8)', () => {
  it.each([
    [undefined, '隐私政策'],
    ['', '隐私政策'],
    ['用户服务协议', '用户服务协议'],
    ['一二三四五六七八九十一二', '一二三四五六七八九十一二'],
    ['一二三四五六七八九十一二三', '一二三四五六七八九十一二...'],
  ])('title %s → %s', (title, expected) => {
    expect(viewerTitle(title)).toBe(expected)
  })
  it('bottom button before and after reading', () => {
    expect(viewerButton(false)).toBe('请上滑看完本隐私政策再同意')
    expect(viewerButton(true)).toBe('同意本隐私政策')
    expect(viewerButton(false, '先读完', '好的')).toBe('先读完')
    expect(viewerButton(true, '先读完', '好的')).toBe('好的')
  })
  it('pop-up primary button before and after reading', () => {
    expect(popupPrimaryButton(false)).toBe('查看隐私政策')
    expect(popupPrimaryButton(true)).toBe('同意')
    expect(popupPrimaryButton(true, { privateContentReadedButton: '同意并继续' })).toBe('同意并继续')
  })
})

describe('pop-up boxes (catalogue §4.8)', () => {
  it.each([
    [false, false, 'open-viewer'],
    [true, false, 'tick'],
    [true, true, 'untick'],
    [false, true, 'untick'],
  ] as const)('read %s checked %s → %s', (read, checked, expected) => {
    expect(firstBoxTap(read, checked)).toBe(expected)
  })
  it.each([
    [[true, true, true], true],
    [[true, true, false], false],
    [[false, true, true], false],
    [[], false],
  ])('%j → %s', (boxes, expected) => {
    expect(canAgree(boxes)).toBe(expected)
  })
})

describe('document messages', () => {
  it.each([
    [{ type: 'END_OF_SCROLL' }, { type: 'END_OF_SCROLL' }],
    [
      { type: 'AGREE_PRIVACY', value: '1' },
      { type: 'AGREE_PRIVACY', value: '1' },
    ],
    [
      { type: 'AGREE_PRIVACY', value: 0 },
      { type: 'AGREE_PRIVACY', value: '0' },
    ],
    [{ type: 'AGREE_PRIVACY', value: '2' }, null],
    ['END_OF_SCROLL', null],
    [null, null],
  ])('%j', (data, expected) => {
    expect(parseDocMessage(data)).toEqual(expected)
  })
})

describe('frame urls and message origins', () => {
  const self = 'https://h5.example.cn'
  const official = 'zx.xywealth.com.cn'
  it.each([
    ['/__mock/doc/privacy', 'https://h5.example.cn/__mock/doc/privacy'],
    ['https://h5.example.cn/doc.pdf', 'https://h5.example.cn/doc.pdf'],
    ['https://zx.xywealth.com.cn/p.html', 'https://zx.xywealth.com.cn/p.html'],
    ['http://zx.xywealth.com.cn/p.html', null],
    ['https://evil.cn/p.html', null],
    ['https://zx.xywealth.com.cn@evil.cn/', null],
    ['//evil.cn/p', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (url, expected) => {
    expect(frameUrl(url, self, official)).toBe(expected)
  })
  it.each([
    '/cms.system/sys/maintenance',
    '/aresoft-wechat/wechat/fans/codeUser',
    'https://h5.example.cn/cms.marketing/api/userPrize/DR1',
    'https://h5.example.cn/aresoft-user/x',
    '/CMS.system/x',
    '/%63ms.system/x',
    '/%2563ms.system/x',
    '/a/../cms.system/x',
    '/a/%2e%2e/cms.system/x',
    '/a/%2E%2E%2Fcms.system/x',
    '/.//cms.system/x',
    '/%25252563ms.system/x',
    '/%E0%A4%A/x',
  ])('refuses the backend’s path %s on this origin (deploy/nginx: ^/(cms\\.|aresoft-))', (url) => {
    expect(frameUrl(url, self, official)).toBeNull()
  })
  it.each(['/docs/cms.html', '/cmsx/p.html', '/aresoft/p.html', '/p.html?from=/cms.system/x'])(
    'a document path that only looks like one is shown: %s',
    (url) => {
      expect(frameUrl(url, self, official)).toBe(new URL(url, self).href)
    },
  )
  it('never accepts a url with @', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => frameUrl(`${a}@${b}`, self, official) === null))
  })
  it('trusts only the frame window on an allowed origin', () => {
    const frame = {}
    expect(isTrustedFrameMessage({ origin: self, source: frame }, frame, self, official)).toBe(true)
    expect(
      isTrustedFrameMessage({ origin: `https://${official}`, source: frame }, frame, self, official),
    ).toBe(true)
    expect(isTrustedFrameMessage({ origin: 'https://evil.cn', source: frame }, frame, self, official)).toBe(
      false,
    )
    expect(isTrustedFrameMessage({ origin: self, source: {} }, frame, self, official)).toBe(false)
    expect(isTrustedFrameMessage({ origin: self, source: null }, null, self, official)).toBe(false)
  })
  it('pdf detection', () => {
    expect(isPdf('/a/b.PDF')).toBe(true)
    expect(isPdf('/a/b.html')).toBe(false)
    expect(isPdf('/a/b', '1')).toBe(true)
  })
})
