import { SIGN_IN_PARAMS, withoutParams } from './url-params'

describe('withoutParams', () => {
  it('drops the named parameters before the hash and in the hash route, keeping the rest byte for byte', () => {
    expect(
      withoutParams(
        'https://h5.a.cn/?from=singlemessage&code=C1&isappinstalled=0&state=S&n=a%2Cb+c#/mgmfour?ticket=T&x=1',
        SIGN_IN_PARAMS,
      ),
    ).toBe('https://h5.a.cn/?from=singlemessage&isappinstalled=0&n=a%2Cb+c#/mgmfour?x=1')
  })

  it('leaves no empty "?" behind and keeps an address without parameters as it is', () => {
    expect(withoutParams('https://a.cn/?code=1#/p?state=2', ['code', 'state'])).toBe('https://a.cn/#/p')
    expect(withoutParams('https://a.cn/#/p', ['code'])).toBe('https://a.cn/#/p')
    expect(withoutParams('https://a.cn/', ['code'])).toBe('https://a.cn/')
  })

  it('matches names, not prefixes or values, and reads encoded names', () => {
    expect(withoutParams('https://a.cn/?codes=1&x=code&%63ode=2', ['code'])).toBe(
      'https://a.cn/?codes=1&x=code',
    )
  })
})
