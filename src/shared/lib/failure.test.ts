import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http'
import { CHECK_NETWORK_TEXT, describeFailure, SERVICE_BUSY_TEXT, SESSION_EXPIRED_TEXT } from './failure'

describe('describeFailure: "network" only for network failures (marketing §8, account-and-shared §8)', () => {
  it.each<[string, unknown, { network: boolean; text: string; signIn?: true }]>([
    [
      'no answer',
      new ApiError('网络飘走了,请稍候再试哦', 'NETWORK', 'network'),
      { network: true, text: CHECK_NETWORK_TEXT },
    ],
    [
      'a page file that did not arrive',
      new TypeError('Failed to fetch dynamically imported module: https://h5.example.cn/assets/x.js'),
      { network: true, text: CHECK_NETWORK_TEXT },
    ],
    [
      '5555 with its message',
      new ApiError('登录信息已失效', '5555', 'auth'),
      { network: false, text: '登录信息已失效' },
    ],
    [
      '4444 with its message',
      new ApiError('活动太火爆了', '4444', 'business'),
      { network: false, text: '活动太火爆了' },
    ],
    [
      'a code without a message',
      new ApiError('  ', '4444', 'business'),
      { network: false, text: SERVICE_BUSY_TEXT },
    ],
    [
      '403 after its one reload: sign in again',
      new ApiError('Forbidden', '403', 'auth'),
      { network: false, text: SESSION_EXPIRED_TEXT, signIn: true },
    ],
    [
      'an answer that is no envelope',
      new ApiError('网络飘走了,请稍候再试哦', 'MALFORMED', 'network'),
      { network: false, text: SERVICE_BUSY_TEXT },
    ],
    [
      'a bug in the page',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      { network: false, text: SERVICE_BUSY_TEXT },
    ],
    ['nothing known', undefined, { network: false, text: SERVICE_BUSY_TEXT }],
  ])('%s', (_, error, view) => expect(describeFailure(error)).toEqual(view))
})

describe('describeFailure on a page that needs no login (the public market, a fund page)', () => {
  it.each([new ApiError('Forbidden', '403', 'auth'), new ApiError('登录信息已失效', '5555', 'auth')])(
    'a refusal ($code) reads as the service being busy, never as a login',
    (error) => expect(describeFailure(error, false)).toEqual({ network: false, text: SERVICE_BUSY_TEXT }),
  )

  it('other failures read as anywhere else', () => {
    expect(describeFailure(new ApiError('活动太火爆了', '4444', 'business'), false).text).toBe('活动太火爆了')
    expect(describeFailure(new ApiError('x', 'NETWORK', 'network'), false).network).toBe(true)
  })
})
