import { MerchantInviteResult, PreMerchantInviteResult } from '@/api/merchant'
import { parse } from '@/api/schema'
import {
  downloadUrl,
  formVariantForUserState,
  hasFourPlusN,
  merchantResult,
  MERCHANT_TEXT,
  resultButtons,
  type MerchantEnv,
  type MerchantOutcome,
} from './rules'

const LIST = {
  wxDownButtonUrl: 'https://zx.cn/download?from=wx',
  hfDownButtonUrl: 'https://zx.cn/download?from=hf',
  wxOpenButtonUrl: 'https://zx.cn/#/openAccount',
  hfOpenButtonName: '去开户',
}
const data = (extra: Partial<MerchantInviteResult> = {}): MerchantInviteResult => ({
  buttonNum: '',
  promptCopy: '',
  buttonList: LIST,
  successFlag: '0',
  ...extra,
})
/** A rejection without data, as the merchant api hands it on (parsed: every field at its default). */
const NO_DATA = parse(MerchantInviteResult, null)
const WX: MerchantEnv = { channel: 'wx' }
const APP: MerchantEnv = { channel: 'app' }
const H5: MerchantEnv = { channel: 'h5' }
const WX_BUTTONS = [
  { text: '下载APP', url: LIST.wxDownButtonUrl },
  { text: '前往直销商城', url: LIST.wxOpenButtonUrl },
]

describe('merchantResult (account-and-shared §4)', () => {
  const cases: Array<[string, string, MerchantInviteResult, MerchantEnv, MerchantOutcome]> = [
    [
      '0000 success',
      '0000',
      data(),
      WX,
      { kind: 'success', text: MERCHANT_TEXT.success, detail: '', buttons: WX_BUTTONS },
    ],
    [
      '200 success',
      '200',
      data({ promptCopy: '权益3日内到账' }),
      WX,
      { kind: 'success', text: '您的好友已成功邀请您', detail: '权益3日内到账', buttons: WX_BUTTONS },
    ],
    [
      '1111 not eligible',
      '1111',
      NO_DATA,
      WX,
      { kind: 'failed', text: '您已参加过此类活动，不符合参与条件', buttons: [] },
    ],
    [
      '1114 already a store account holder',
      '1114',
      NO_DATA,
      WX,
      { kind: 'failed', text: '您已是直销商城开户客户，无法参与本活动', buttons: [] },
    ],
    [
      '1116 similar activity',
      '1116',
      NO_DATA,
      WX,
      { kind: 'failed', text: '您已参加过同类活动，不可重复参与', buttons: [] },
    ],
    [
      '1117 server message + two links',
      '1117',
      data(),
      WX,
      { kind: 'links', text: '服务端文案', buttons: WX_BUTTONS },
    ],
    [
      '2222 successFlag 1',
      '2222',
      data({ successFlag: '1', promptCopy: '恭喜' }),
      WX,
      { kind: 'success', text: MERCHANT_TEXT.success, detail: '恭喜', buttons: WX_BUTTONS },
    ],
    [
      '2222 successFlag 0',
      '2222',
      data({ successFlag: '0', promptCopy: '未成功' }),
      WX,
      { kind: 'failed', text: '未成功', buttons: WX_BUTTONS },
    ],
    ['2222 no flag', '2222', data(), WX, { kind: 'failed', text: '服务端文案', buttons: WX_BUTTONS }],
    [
      '8888 -1 outside the app: download',
      '8888',
      data({ buttonNum: '-1' }),
      WX,
      { kind: 'go', url: LIST.wxDownButtonUrl },
    ],
    [
      '8888 notOpen outside the app: download (hf)',
      '8888',
      data({ buttonNum: 'notOpen' }),
      H5,
      { kind: 'go', url: LIST.hfDownButtonUrl },
    ],
    [
      '8888 -1 inside the app: store page',
      '8888',
      data({ buttonNum: '-1' }),
      APP,
      { kind: 'go', url: LIST.wxOpenButtonUrl },
    ],
    [
      '8888 0: the store url',
      '8888',
      data({ buttonNum: '0' }),
      WX,
      { kind: 'go', url: LIST.wxOpenButtonUrl },
    ],
    [
      '8888 other: result popup',
      '8888',
      data({ buttonNum: '2', promptCopy: '下载APP领取' }),
      WX,
      { kind: 'popup', text: '下载APP领取', buttons: WX_BUTTONS },
    ],
    [
      '8888 0 without urls: popup',
      '8888',
      {
        buttonNum: '0',
        promptCopy: 'x',
        buttonList: { wxDownButtonUrl: '', hfDownButtonUrl: '', wxOpenButtonUrl: '', hfOpenButtonName: '' },
        successFlag: '0',
      },
      WX,
      { kind: 'popup', text: 'x', buttons: [] },
    ],
    ['other code: error (toasted by the HTTP layer)', '9999', NO_DATA, WX, { kind: 'error' }],
  ]
  it.each(cases)('%s', (_name, code, d, env, expected) => {
    expect(merchantResult(code, d, env, '服务端文案')).toEqual(expected)
  })

  it('reads field data as parsed by the api: numbers, null lists, a missing button list', () => {
    const field = parse(MerchantInviteResult, { buttonNum: 0, promptCopy: null, buttonList: null })
    expect(merchantResult('8888', field, WX)).toEqual({
      kind: 'popup',
      text: MERCHANT_TEXT.success,
      buttons: [],
    })
    const success = parse(MerchantInviteResult, { successFlag: 1, promptCopy: 'ok', buttonList: LIST })
    expect(merchantResult('2222', success, WX)).toMatchObject({ kind: 'success', detail: 'ok' })
    expect(merchantResult('200', NO_DATA, WX).kind).toBe('success')
  })
})

describe('buttons by environment', () => {
  it.each([
    [WX, LIST.wxDownButtonUrl],
    [APP, LIST.hfDownButtonUrl],
    [H5, LIST.hfDownButtonUrl],
  ])('%j downloads from %s', (env, url) => {
    expect(downloadUrl(LIST, env)).toBe(url)
  })
  it('labels the store button hfOpenButtonName outside WeChat', () => {
    expect(resultButtons(LIST, H5)).toEqual([
      { text: '下载APP', url: LIST.hfDownButtonUrl },
      { text: '去开户', url: LIST.wxOpenButtonUrl },
    ])
  })
})

describe('formVariantForUserState', () => {
  it.each([
    [0, 'login-form'],
    [1, 'one-click-register'],
    [2, 'one-click-bind'],
    [3, 'already-invited'],
    ['3', 'already-invited'],
    [7, 'login-form'],
    [null, 'login-form'],
  ])('%o (as sent) → %s', (userState, variant) => {
    const { userState: state } = parse(PreMerchantInviteResult, { userState })
    expect(formVariantForUserState(state)).toBe(variant)
  })
})

describe('hasFourPlusN', () => {
  const none = { orderNo: '', m1userId: '', m2userId: '', visitSource: '', activityCode: '' }
  it('only with a tracking param', () => {
    expect(hasFourPlusN(none)).toBe(false)
    expect(hasFourPlusN({ ...none, orderNo: 'O1' })).toBe(true)
  })
})
