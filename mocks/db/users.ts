import type { UserScenario } from './scenario'

/** A mock user: one per account state (account-and-shared §3, §6). */
export interface MockUser {
  openid: string
  nickname: string
  headimgurl: string
  phone: string
  isPhoneBinding: '0' | '1'
  isRegister: '0' | '1'
  isAppBinding: '0' | '1'
  /** 1 opened, 0 not bound, 2 direct sales not opened */
  openAccount: '0' | '1' | '2'
  isWhite: '0' | '1'
  appClientNo: string
  appClientToken: string
  userId: string
  realName: string
  idNo: string
  idType: string
  idEnddate: string
  idEndDateExpired: '0' | '1'
  riskLevel: string
  riskEndDateExpired: '0' | '1'
  fund_nationality: string
  ofundProfCode: string
  addressDetail: string
  clientGender: string
}

const base = (n: number, phone: string): MockUser => ({
  openid: `oMock${String(n).padStart(4, '0')}wxUser${n}`,
  nickname: ['微信用户', '理财小白', '稳健投资人', '张先生', '李女士', '王经理'][n % 6],
  headimgurl: '',
  phone,
  isPhoneBinding: '1',
  isRegister: '1',
  isAppBinding: '1',
  openAccount: '1',
  isWhite: '0',
  appClientNo: `AC${String(100000 + n)}`,
  appClientToken: `act-${n}-mock`,
  userId: `U${String(880000 + n)}`,
  realName: ['张伟', '李娜', '王芳', '刘洋', '陈静', '杨磊'][n % 6],
  idNo: '110101198503071234',
  idType: '0',
  idEnddate: '20351231',
  idEndDateExpired: '0',
  riskLevel: 'C3',
  riskEndDateExpired: '0',
  fund_nationality: 'CHN',
  ofundProfCode: '01',
  addressDetail: '北京市西城区金融大街1号',
  clientGender: '1',
})

export function seedUsers(): Record<UserScenario, MockUser> {
  return {
    unbound: {
      ...base(1, ''),
      isPhoneBinding: '0',
      isRegister: '0',
      isAppBinding: '0',
      openAccount: '0',
      appClientNo: '',
      appClientToken: '',
    },
    boundNotRegistered: {
      ...base(2, '13812345602'),
      isRegister: '0',
      isAppBinding: '0',
      openAccount: '0',
      appClientNo: '',
    },
    registeredNotAppBound: { ...base(3, '13912345603'), isAppBinding: '0', openAccount: '0' },
    boundNotOpened: { ...base(4, '13712345604'), openAccount: '2', riskLevel: '' },
    opened: base(5, '13612345605'),
    whitelisted: { ...base(6, '15012345606'), isWhite: '1' },
    // An app customer with no WeChat account linked (docs/identity.md): opened, known by the client
    // number only; the app profile has no openId. Signs in by ticket; WeChat OAuth has no user for them.
    appOnly: { ...base(7, '15812345607'), openid: '' },
  }
}
export type { UserScenario }
