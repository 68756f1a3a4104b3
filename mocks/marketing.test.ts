import { Toast } from 'antd-mobile'
import { ApiError } from '@/api/http'
import { exchangeCoins, getExchangePrizes } from '@/api/mgm-exchange'
import { getInviteProgress, remindBySms, remindByWx } from '@/api/mgm-progress'
import { getMgmHome, receiveFirstPurchaseReward } from '@/api/mgm'
import { getPrizeRecords } from '@/api/mgm-prizes'
import { saveInvite, type SaveInviteRequest } from '@/api/mgm-invites'
import { whitelistAdd } from '@/api/mgm-whitelist'
import { endpoints } from '@/api/endpoints'
import { db } from './db'
import { handlers } from './handlers'
import { MGM_RULES } from './db/marketing-mgm'
import { saveInvite as saveInviteRule, walletOf } from './db/marketing-mgm-rules'
import { recordFirstPurchase, recordQualifyingHolding, seedMarketing } from './db/marketing'

/** The four-step campaign as the mock backend plays it (marketing §4, §9), through the app's API module. */

let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => {
  toastShow.mockRestore()
  vi.useRealTimers()
})

const opened = () => db.users.opened
const params = (openid: string, pageFlag = 'new_mgm_inviter') => ({
  pageFlag,
  userId: openid,
  eventId: 'EV-MGM-1',
})
const invite = (
  invitedId: string,
  inviterId = opened().openid,
  pageFlag = 'new_mgm_invited',
): SaveInviteRequest => ({
  invitedId,
  inviterId,
  pageFlag,
  eventId: 'EV-MGM-1',
  whiteList: '0',
})
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
const rowsOf = async (openid: string) => (await getInviteProgress(params(openid))).resultList

describe('coverage', () => {
  it('serves every marketing path once (api-contract.md: the mock serves exactly these paths)', () => {
    const groups = [
      endpoints.mgm,
      endpoints.referral,
      endpoints.talent,
      endpoints.points,
      endpoints.quiz,
      endpoints.draws,
    ]
    const paths = new Set(groups.flatMap((g) => Object.values(g)))
    const served = handlers.map((h) => String(h.info.path))
    for (const path of paths) expect(served.filter((s) => s === `*${path}`)).toHaveLength(1)
  })
})

describe('seeded campaign', () => {
  it('gives the opened inviter 7 friends covering every flag, masked phones and coins 65/50', async () => {
    const progress = await getInviteProgress(params(opened().openid))
    expect(progress.resultList).toHaveLength(7)
    expect(new Set(progress.resultList.map((r) => r.firstPurchaseFlag))).toEqual(new Set([0, 1, 2, 3, 4]))
    expect(new Set(progress.resultList.map((r) => r.positionFlag))).toEqual(new Set([0, 1, 2, 3]))
    for (const r of progress.resultList) expect(r.invitedPhone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(progress.resultList.some((r) => r.wxMsgFlag === '1' && r.phoneMsgFlag === '1')).toBe(true)
    expect(progress.isWhite).toBe('0')
    const home = await getMgmHome(params(opened().openid))
    expect(home).toMatchObject({
      canUseXyj: 65,
      usedXyj: 50,
      isSpecial: '0',
      isTotalLimit: '0',
      firstPurchanseCount: 1,
    })
    const records = await getPrizeRecords({ pageFlag: 'new_mgm_inviter', userId: opened().openid })
    expect(records.map((r) => r.cardViewType).sort()).toEqual([1, 2, 3])
  })

  it('marks the whitelisted user and leaves the others empty', async () => {
    expect((await getInviteProgress(params(db.users.whitelisted.openid))).isWhite).toBe('1')
    const empty = await getMgmHome(params(db.users.boundNotOpened.openid))
    expect(empty).toMatchObject({ canUseXyj: 0, usedXyj: 0, viewXyj: 0, diffPerson: 5 })
    expect(await rowsOf(db.users.boundNotOpened.openid)).toEqual([])
  })
})

describe('saveNewMgmRecord codes (marketing §4.4)', () => {
  it('0000 saves a new friend under the inviter and names the inviter', async () => {
    const result = await saveInvite(invite(db.users.unbound.openid))
    expect(result).toEqual({
      oldFlag: '0',
      firstPurchaseFlag: 0,
      positionFlag: 0,
      inviterName: '杨*',
      isSpecial: '0',
    })
    expect(await rowsOf(opened().openid)).toHaveLength(8)
  })

  it('0000 with oldFlag 1 for an account holder, saving nothing', async () => {
    const result = await saveInvite(invite(db.users.whitelisted.openid))
    expect(result.oldFlag).toBe('1')
    expect(await rowsOf(opened().openid)).toHaveLength(7)
  })

  it('1111 for a phone from a similar activity, quietly, saving nothing', async () => {
    const error = await failure(saveInvite(invite('oProspectSimilar01')))
    expect(error?.code).toBe('1111')
    expect(toastShow).not.toHaveBeenCalled()
    expect(await rowsOf(opened().openid)).toHaveLength(7)
  })

  it('1111 also for a scenario user whose phone is listed', async () => {
    db.marketing.mgm.similarActivityPhones.push(db.users.boundNotOpened.phone)
    expect((await failure(saveInvite(invite(db.users.boundNotOpened.openid))))?.code).toBe('1111')
  })

  it.each([
    ['oProspectFirstDone', 1],
    ['oProspectSimilarReward', 2],
    ['oProspectCancelled', 3],
    ['oProspectBoughtBefore', 4],
  ] as const)('2222 for %s carries firstPurchaseFlag %i and saves the row', async (openid, flag) => {
    const error = await failure(saveInvite(invite(openid)))
    expect(error?.code).toBe('2222')
    expect(error?.data).toMatchObject({ firstPurchaseFlag: flag, oldFlag: '0', inviterName: '杨*' })
    const rows = await rowsOf(opened().openid)
    expect(rows).toHaveLength(8)
    expect(rows.filter((r) => r.firstPurchaseFlag === flag).length).toBeGreaterThanOrEqual(2)
  })

  it('3333 when another inviter already holds the friend; the same inviter again is fine', async () => {
    await saveInvite(invite(db.users.unbound.openid))
    expect((await saveInvite(invite(db.users.unbound.openid))).oldFlag).toBe('0')
    const error = await failure(saveInvite(invite(db.users.unbound.openid, db.users.whitelisted.openid)))
    expect(error?.code).toBe('3333')
    expect(await rowsOf(db.users.whitelisted.openid)).toHaveLength(2)
  })

  it('refuses an unknown inviter and self-invitation with a message', async () => {
    expect((await failure(saveInvite(invite(db.users.unbound.openid, 'null'))))?.message).toBe(
      '邀请人信息已失效',
    )
    expect((await failure(saveInvite(invite(opened().openid))))?.message).toBe('不能邀请自己哦')
  })
})

describe('xyjExchangeCard (marketing §4.5)', () => {
  it('lists prizes by coins: default on the largest affordable, 2 sold out, 3 off the shelf', async () => {
    const list = await getExchangePrizes(params(opened().openid))
    const byId = Object.fromEntries(list.prizeList.map((p) => [p.id, p]))
    expect(list.canUseXyj).toBe(65)
    expect(byId['mgm-jd-50']).toMatchObject({ isEnough: 1, isDefault: 1 })
    expect(byId['mgm-hf-20'].isEnough).toBe(2)
    expect(byId['mgm-cs-50'].isEnough).toBe(3)
    expect(list.prizeList.filter((p) => p.isDefault === 1)).toHaveLength(1)
    expect(list.prizeList.map((p) => p.prizeValue)).toEqual(expect.arrayContaining([5, 10, 20, 50]))
    const poor = await getExchangePrizes(params(db.users.whitelisted.openid))
    expect(poor.prizeList.filter((p) => p.isEnough === 1)).toEqual([])
    expect(poor.prizeList.find((p) => p.id === 'mgm-jd-5')?.isEnough).toBe(0)
  })

  it('deducts the coins, issues a card and moves the default to what is still affordable', async () => {
    const result = await exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-50' })
    expect(result).toMatchObject({ successNum: 4, prizeName: '50元京东E卡' })
    const home = await getMgmHome(params(opened().openid))
    expect(home).toMatchObject({ canUseXyj: 15, usedXyj: 100 })
    const [card] = await getPrizeRecords({ pageFlag: 'new_mgm_inviter', userId: opened().openid })
    expect(card).toMatchObject({ prizesName: '50元京东E卡', cardViewType: 1, status: '已发放' })
    expect(card.accountNum).toMatch(/^[A-Z2-9]{16}$/)
    expect(card.cami).toMatch(/^\d{6}$/)
    const list = await getExchangePrizes(params(opened().openid))
    expect(list.prizeList.find((p) => p.isDefault === 1)?.id).toBe('mgm-jd-10')
    expect(list.prizeList.find((p) => p.id === 'mgm-jd-50')?.isEnough).toBe(0)
  })

  it('cycles the card kinds: the next exchanges give a link, then an exchange code', async () => {
    await exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-10' })
    await exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-10' })
    await exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-10' })
    const [third, second, first] = await getPrizeRecords({
      pageFlag: 'new_mgm_inviter',
      userId: opened().openid,
    })
    expect([first.cardViewType, second.cardViewType, third.cardViewType]).toEqual([1, 2, 3])
    expect(second.accountNum).toMatch(/^https:\/\/.+code=[A-Z2-9]{16}$/)
    expect(third.cami).toBe('')
  })

  it('answers 1111 quietly when the stock is gone, keeping the coins', async () => {
    db.marketing.mgm.prizes.find((p) => p.id === 'mgm-jd-20')!.stock = 1
    await exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-20' })
    const error = await failure(exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-jd-20' }))
    expect(error?.code).toBe('1111')
    expect(toastShow).not.toHaveBeenCalled()
    expect((await failure(exchangeCoins({ ...params(opened().openid), prizeId: 'mgm-hf-20' })))?.code).toBe(
      '1111',
    )
    expect((await getMgmHome(params(opened().openid))).canUseXyj).toBe(45)
  })

  it('refuses an exchange above the usable coins with a toast', async () => {
    const error = await failure(
      exchangeCoins({ ...params(db.users.whitelisted.openid), prizeId: 'mgm-jd-5' }),
    )
    expect(error?.code).toBe('2222')
    expect(toastShow).toHaveBeenCalledTimes(1)
  })
})

describe('reminders (marketing §4.3, §9: one per friend per day per channel)', () => {
  const pending = async () => (await rowsOf(opened().openid)).find((r) => r.invitedPhone.endsWith('0001'))!
  const remind = { appClientNo: '' }

  it('sets the channel flag, refuses a second one the same day and allows it again the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date())
    const row = await pending()
    expect([row.wxMsgFlag, row.phoneMsgFlag]).toEqual(['0', '0'])
    await remindByWx({ ...remind, recordId: row.recordId, appClientNo: opened().appClientNo })
    expect((await pending()).wxMsgFlag).toBe('1')
    expect((await pending()).phoneMsgFlag).toBe('0')

    const again = await failure(remindByWx({ ...remind, recordId: row.recordId }))
    expect(again?.code).toBe('1111')
    expect(again?.message).toBe('今日已提醒过该好友')
    expect(toastShow).not.toHaveBeenCalled()

    await remindBySms({ ...remind, recordId: row.recordId })
    expect((await pending()).phoneMsgFlag).toBe('1')
    expect((await failure(remindBySms({ ...remind, recordId: row.recordId })))?.code).toBe('1111')

    vi.setSystemTime(new Date(Date.now() + 86_400_000))
    expect([(await pending()).wxMsgFlag, (await pending()).phoneMsgFlag]).toEqual(['0', '0'])
    await remindByWx({ ...remind, recordId: row.recordId })
    expect((await pending()).wxMsgFlag).toBe('1')
  })

  it('refuses reminders for a complete or invalid friend, and for another inviter’s record', async () => {
    const rows = await rowsOf(opened().openid)
    const complete = rows.find((r) => r.firstPurchaseFlag === 1 && r.positionFlag === 1)!
    const invalid = rows.find((r) => r.firstPurchaseFlag === 3)!
    expect((await failure(remindByWx({ ...remind, recordId: complete.recordId })))?.code).toBe('2222')
    expect((await failure(remindBySms({ ...remind, recordId: invalid.recordId })))?.code).toBe('2222')
    const [foreign] = await rowsOf(db.users.whitelisted.openid)
    const error = await failure(remindByWx({ recordId: foreign.recordId, appClientNo: opened().appClientNo }))
    expect(error?.code).toBe('2222')
  })
})

describe('coins (marketing §9, as documented in marketing-mgm-rules.ts)', () => {
  it('credits the friend 5 + 45 waiting coins and the inviter 50 for a qualifying friend', async () => {
    const friend = db.users.unbound.openid
    await saveInvite(invite(friend))
    expect(recordFirstPurchase(db.marketing, friend)).toEqual([
      { openid: friend, xyj: 5, reason: 'friendFirstPurchase' },
    ])
    expect(recordFirstPurchase(db.marketing, friend)).toEqual([]) // once only
    let home = await getMgmHome(params(friend))
    expect(home).toMatchObject({ firstPurchanseCount: 1, viewXyj: 5, canUseXyj: 0 })
    expect(home.first_purchanse_content).toContain('5')

    recordQualifyingHolding(db.marketing, friend)
    home = await getMgmHome(params(friend))
    expect(home).toMatchObject({ firstPurchanseCount: 1, positionCount: 1, viewXyj: 50 })
    await receiveFirstPurchaseReward(params(friend))
    home = await getMgmHome(params(friend))
    expect(home).toMatchObject({ firstPurchanseCount: 0, positionCount: 0, viewXyj: 0, canUseXyj: 50 })

    const inviter = await getMgmHome(params(opened().openid))
    expect(inviter.canUseXyj).toBe(65 + 50)
    expect(inviter.positionRecordList[0]).toMatchObject({ rewardXyj: 50 })
    expect(inviter.diffPerson).toBe(3) // 2 of 5 done
    const row = (await rowsOf(opened().openid))[0]
    expect([row.firstPurchaseFlag, row.positionFlag]).toEqual([1, 1])
  })

  it('a holding without a recorded purchase credits the purchase too', () => {
    const rows = db.marketing.mgm.records.filter((r) => r.inviterId === opened().openid)
    const fresh = rows.find((r) => r.invitedPhone === '13912340001')!
    const credits = recordQualifyingHolding(db.marketing, fresh.invitedId)
    expect(credits.map((c) => [c.reason, c.xyj])).toEqual([
      ['friendFirstPurchase', 5],
      ['friendHolding', 45],
      ['inviterReward', 50],
    ])
  })

  it('doubles every 5th qualifying friend (50 → 100) and pays nothing for an invalid friend', async () => {
    const mine = db.marketing.mgm.records.filter((r) => r.inviterId === opened().openid)
    const byPhone = (tail: string) => mine.find((r) => r.invitedPhone.endsWith(tail))!.invitedId
    expect(recordQualifyingHolding(db.marketing, byPhone('0007'))).toEqual([]) // bought before: flag 4
    const inviterCredits = ['0001', '0002', '0003'].map(
      (tail) =>
        recordQualifyingHolding(db.marketing, byPhone(tail)).find((c) => c.reason === 'inviterReward')?.xyj,
    )
    expect(inviterCredits).toEqual([50, 50, 50]) // friends 2, 3, 4
    await saveInvite(invite(db.users.unbound.openid))
    const fifth = recordQualifyingHolding(db.marketing, db.users.unbound.openid).find(
      (c) => c.reason === 'inviterReward',
    )
    expect(fifth?.xyj).toBe(100)
    const home = await getMgmHome(params(opened().openid))
    expect(home.canUseXyj).toBe(65 + 3 * 50 + 100)
    expect(home.diffPerson).toBe(5)
  })

  it('pays 45 and 95 on the Sc variant', () => {
    const store = seedMarketing()
    const inviter = { openid: 'oInviterSc', name: '王*', isWhite: false }
    const xs = [1, 2, 3, 4, 5].map((i) => {
      const openid = `oScFriend${i}`
      saveInviteRule(store.mgm, invite(openid, inviter.openid, 'new_mgm_invitedSc'), inviter, {
        openid,
        phone: `1360000100${i}`,
        isAccountHolder: false,
      })
      return recordQualifyingHolding(store, openid).find((c) => c.reason === 'inviterReward')?.xyj
    })
    expect(xs).toEqual([45, 45, 45, 45, 95])
  })

  it('stops inviter rewards at the total limit and flags it', async () => {
    walletOf(db.marketing.mgm, opened().openid).earnedXyj = MGM_RULES.totalLimit - 20
    const fresh = db.marketing.mgm.records.find((r) => r.invitedPhone === '13912340001')!
    const credit = recordQualifyingHolding(db.marketing, fresh.invitedId).find(
      (c) => c.reason === 'inviterReward',
    )
    expect(credit?.xyj).toBe(20)
    expect((await getMgmHome(params(opened().openid))).isTotalLimit).toBe('1')
    const list = await getExchangePrizes(params(opened().openid))
    expect(list.isTotalLimit).toBe('1')
    expect(list.totalLimitContent).not.toBe('')
  })
})

describe('replenishInvite (marketing §2.5)', () => {
  const add = (inviterId: string, invitedPhone: string, checkCode = '123456') =>
    whitelistAdd({ pageFlag: 'new_mgm_inviter', inviterId, invitedPhone, checkCode })

  it('adds a friend for a whitelisted inviter with SMS code 123456', async () => {
    const white = db.users.whitelisted.openid
    await add(white, '13611112222')
    const rows = await rowsOf(white)
    expect(rows.map((r) => r.invitedPhone)).toContain('136****2222')
  })

  it.each([
    ['not whitelisted', 'opened', '13611112222', '123456', '1111'],
    ['a bad phone', 'whitelisted', '12611112222', '123456', '2222'],
    ['a wrong code', 'whitelisted', '13611112222', '654321', '3333'],
    ['an invited phone', 'whitelisted', '13912340001', '123456', '4444'],
  ] as const)('refuses %s quietly', async (_label, who, phone, code, expected) => {
    const error = await failure(add(db.users[who].openid, phone, code))
    expect(error?.code).toBe(expected)
    expect(toastShow).not.toHaveBeenCalled()
  })
})
