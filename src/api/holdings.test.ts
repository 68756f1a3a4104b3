import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { Toast } from 'antd-mobile'
import { endpoints } from './endpoints'
import { getAllAssets, getAssetTypeShare, getHoldList, refreshHoldings } from './holdings'

// http.ts shows messages through antd-mobile's Toast; watch it rather than the module (already loaded by the setup).
const toast = (text: string) =>
  expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: text }))
const noToast = () => expect(Toast.show).not.toHaveBeenCalled()

beforeEach(() => {
  vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})

const H = endpoints.holdings

afterEach(() => vi.restoreAllMocks())

function answer(path: string, code: string, data: unknown = null) {
  const seen: Request[] = []
  server.use(
    mswHttp.all(`*${path}`, ({ request }) => {
      seen.push(request.clone())
      return HttpResponse.json({ code, msg: `code ${code}`, data })
    }),
  )
  return seen
}

describe('refreshHoldings', () => {
  it('POSTs the openid', async () => {
    const seen = answer(H.refreshHold, '0000')
    await refreshHoldings('oMock0005wxUser5')
    expect(seen[0].method).toBe('POST')
    expect(await seen[0].json()).toEqual({ openid: 'oMock0005wxUser5' })
  })

  it.each(['9990', '0005'])('code %s counts as done, without a toast (marketing §8)', async (code) => {
    answer(H.refreshHold, code)
    await expect(refreshHoldings('any')).resolves.toBeUndefined()
    noToast()
  })

  it('other codes reject with the message', async () => {
    answer(H.refreshHold, '9999')
    await expect(refreshHoldings('any')).rejects.toMatchObject({ code: '9999' })
    toast('code 9999')
  })

  it('against the mock: a user without an opened account answers 0005, which is ignored', async () => {
    await expect(refreshHoldings(db.users.boundNotOpened.openid)).resolves.toBeUndefined()
    await expect(refreshHoldings(db.users.opened.openid)).resolves.toBeUndefined()
    noToast()
  })
})

describe('asset queries', () => {
  it('send openid, the refresh flag, the kind and one page of 10000', async () => {
    const assets = answer(H.allAssets, '0000', {
      holdTotalAsset: '0.00',
      lastTotalIncome: '0.00',
      username: '',
      records: [],
    })
    const list = answer(H.holdList, '200', { records: [] })
    const share = answer(H.assetTypeShare, '0000', null)
    await getAllAssets('oid', true)
    await getAllAssets('oid', false)
    await expect(getHoldList('oid', 3)).resolves.toEqual([])
    await expect(getAssetTypeShare('oid')).resolves.toEqual([])
    const q = (r: Request) => Object.fromEntries(new URL(r.url).searchParams)
    expect(q(assets[0])).toEqual({ openid: 'oid', refresh: '1' })
    expect(q(assets[1])).toEqual({ openid: 'oid', refresh: '0' })
    expect(q(list[0])).toEqual({ openid: 'oid', respProductType: '3', page: '1', pageSize: '10000' })
    expect(q(share[0])).toEqual({ openid: 'oid' })
  })

  it('the opened user holds 2-5 products at each of 3 distributors, and the totals add up', async () => {
    const summary = await getAllAssets(db.users.opened.openid, true)
    expect(summary.username).toBe(db.users.opened.realName)
    expect(summary.records).toHaveLength(3)
    let total = 0
    for (const group of summary.records) {
      expect(group.list.length).toBeGreaterThanOrEqual(2)
      expect(group.list.length).toBeLessThanOrEqual(5)
      const sum = group.list.reduce((s, p) => s + Number(p.holdAsset), 0)
      expect(Number(group.holdTotalAsset)).toBeCloseTo(sum, 2)
      total += sum
    }
    expect(Number(summary.holdTotalAsset)).toBeCloseTo(total, 2)
    expect(summary.records.flatMap((g) => g.list).filter((p) => p.privateflag === '1')).toHaveLength(1)
  })

  it('the pie covers every kind held and its proportions add up to 100', async () => {
    const summary = await getAllAssets(db.users.opened.openid, false)
    const shares = await getAssetTypeShare(db.users.opened.openid)
    const kinds = new Set(summary.records.flatMap((g) => g.list.map((p) => p.respProductType)))
    expect(new Set(shares.map((s) => s.respProductType))).toEqual(kinds)
    expect(shares.reduce((s, x) => s + Number(x.proportion), 0)).toBeCloseTo(100, 2)
    for (const s of shares) expect(s.scale).toBe(`${s.proportion}%`)
    for (const kind of kinds) {
      if (kind === null) throw new Error('the mock holds only known kinds')
      const items = await getHoldList(db.users.opened.openid, kind)
      expect(items.length).toBeGreaterThan(0)
      expect(items.every((p) => p.respProductType === kind && p.distributorName)).toBe(true)
    }
  })

  it('the whitelisted user has no holdings: an empty list and an empty pie', async () => {
    const summary = await getAllAssets(db.users.whitelisted.openid, true)
    expect(summary.records).toEqual([])
    expect(summary.holdTotalAsset).toBe('0.00')
    await expect(getAssetTypeShare(db.users.whitelisted.openid)).resolves.toEqual([])
  })
})

describe('field payloads (the real backend: strings for numbers, numbers for strings, nulls, odd lists)', () => {
  it('assets: amounts as decimal strings, a numeric name as text, null groups and rows dropped', async () => {
    answer(H.allAssets, '0000', {
      holdTotalAsset: 1234.5,
      lastTotalIncome: 'null',
      username: 123,
      records: [
        null,
        {
          distributorName: null,
          holdTotalAsset: null,
          list: [
            null,
            {
              prodCode: 1301,
              prodNameShort: '添利宝',
              respProductType: '3',
              fundType: 0,
              privateflag: true,
              holdAsset: 0.1,
              sevenDaysIncomeRate: '1.8%',
              navDecimalPlaces: '4',
              navDate: 20260105,
              accompany: null,
            },
          ],
        },
      ],
    })
    const summary = await getAllAssets('oid', true)
    expect(summary).toEqual({
      holdTotalAsset: '1234.5',
      lastTotalIncome: null,
      username: '123',
      records: [
        {
          distributorName: '',
          holdTotalAsset: null,
          list: [
            {
              prodName: '',
              prodNameShort: '添利宝',
              prodCode: '1301',
              respProductType: 3,
              fundType: 0,
              privateflag: '1',
              holdAsset: '0.1',
              sevenDaysIncomeRate: '1.8%',
              tenThousandIncomeAmt: null,
              lastNav: null,
              totalNav: null,
              navDate: '20260105',
              navDecimalPlaces: 4,
              accompany: null,
            },
          ],
        },
      ],
    })
  })

  it('assets: records as an object or a text is no group at all', async () => {
    answer(H.allAssets, '0000', { records: {}, holdTotalAsset: '0.00' })
    await expect(getAllAssets('oid', true)).resolves.toMatchObject({ records: [], holdTotalAsset: '0.00' })
    answer(H.allAssets, '0000', { records: 'x' })
    await expect(getAllAssets('oid', true)).resolves.toMatchObject({ records: [], username: '' })
  })

  it('pie shares: an object is no share; kinds and amounts are read from text or numbers', async () => {
    answer(H.assetTypeShare, '0000', {})
    await expect(getAssetTypeShare('oid')).resolves.toEqual([])
    answer(H.assetTypeShare, '0000', [
      null,
      { respProductType: '2', holdAsset: 2.675, proportion: null, scale: null },
      { respProductType: 9, holdAsset: '100', proportion: 45.23, scale: '45.23%' },
    ])
    await expect(getAssetTypeShare('oid')).resolves.toEqual([
      { respProductType: 2, holdAsset: '2.675', proportion: null, scale: '' },
      { respProductType: null, holdAsset: '100', proportion: '45.23', scale: '45.23%' },
    ])
  })

  it('hold list: records null, data null or data as a list all read as no holdings', async () => {
    for (const data of [{ records: null }, null, [{ prodCode: 'x' }]]) {
      answer(H.holdList, '200', data)
      await expect(getHoldList('oid', 1)).resolves.toEqual([])
    }
  })
})
