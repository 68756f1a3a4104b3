import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { getInviteProgress, remindBySms, remindByWx } from './mgm-progress'

let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => toastShow.mockRestore())

const home = { pageFlag: 'new_mgm_inviter', userId: 'oMock0005wxUser5', eventId: 'EV1' }

/** Answers one path with `code` and records what was sent. */
function capture(method: 'get' | 'post', path: string, code: string | number, data: unknown = null) {
  const seen: { url?: URL; body?: unknown } = {}
  server.use(
    mswHttp[method](`*${path}`, async ({ request }) => {
      seen.url = new URL(request.url)
      if (method === 'post') seen.body = await request.json()
      return HttpResponse.json({ code, msg: `code ${code}`, data })
    }),
  )
  return seen
}
describe('mgm api', () => {
  it('sends reminders with their payloads, quietly on their codes', async () => {
    const wx = capture('post', endpoints.mgm.sendWxMessage, '1111')
    await expect(remindByWx({ recordId: 'R1', appClientNo: 'AC1' })).rejects.toMatchObject({ code: '1111' })
    expect(wx.body).toEqual({ recordId: 'R1', appClientNo: 'AC1' })
    const sms = capture('post', endpoints.mgm.sendPhoneMessage, '0000')
    await remindBySms({ recordId: 'R2', appClientNo: 'AC1' })
    expect(sms.body).toEqual({ recordId: 'R2', appClientNo: 'AC1' })
    expect(toastShow).not.toHaveBeenCalled()
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('invite progress: flags as numbers and booleans, codes as text, [null] items, unknown codes', async () => {
    capture('get', endpoints.mgm.inviteRecordDetail, '0000', {
      isWhite: 1,
      resultList: [
        null,
        {
          recordId: 501,
          invitedPhone: '139****0001',
          firstPurchaseFlag: '1',
          positionFlag: 0,
          wxMsgFlag: 1,
          phoneMsgFlag: true,
        },
        { recordId: 'R2', firstPurchaseFlag: 9, positionFlag: null, wxMsgFlag: 'null', phoneMsgFlag: '0' },
      ],
    })
    await expect(getInviteProgress(home)).resolves.toEqual({
      isWhite: '1',
      resultList: [
        {
          recordId: '501',
          invitedPhone: '139****0001',
          firstPurchaseFlag: 1,
          positionFlag: 0,
          wxMsgFlag: '1',
          phoneMsgFlag: '1',
        },
        {
          recordId: 'R2',
          invitedPhone: '',
          firstPurchaseFlag: 0,
          positionFlag: 0,
          wxMsgFlag: '0',
          phoneMsgFlag: '0',
        },
      ],
    })
    capture('get', endpoints.mgm.inviteRecordDetail, '0000', { resultList: 'none' })
    await expect(getInviteProgress(home)).resolves.toEqual({ isWhite: '0', resultList: [] })
  })
})
