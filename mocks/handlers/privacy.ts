import { http, HttpResponse, type HttpHandler } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import { fail, field, mock } from '../lib'

/**
 * Privacy calls (api-contract.md, Captcha, maintenance, privacy, config) and the mock's agreement
 * documents.
 *
 * Third-party jump state (the spec shows no shapes; these are the app's): GET initStatus with
 * `openId, pageFlag` answers `{ status: '0' | '1' }` ('1' = the user already agreed to leave for that
 * third-party page); POST saveStatus with `{ openId, pageFlag, status }` stores it.
 */

/**
 * The mock's agreement documents, served same-origin at /__mock/doc/:name by mocks/handlers/privacy.ts.
 * Each is a long HTML page that tells its parent frame when the reader reaches the end
 * (`{ type: 'END_OF_SCROLL' }`, account-and-shared §4) and, with `?buttons=1`, shows agree / refuse
 * buttons that post `{ type: 'AGREE_PRIVACY', value: '1' | '0' }` (the privacy redirect page).
 */

interface Doc {
  title: string
  sections: ReadonlyArray<readonly [string, readonly string[]]>
}

const PRIVACY: Doc = {
  title: '隐私政策',
  sections: [
    [
      '引言',
      [
        '我们深知个人信息对您的重要性，并会尽全力保护您的个人信息安全可靠。我们致力于维持您对我们的信任，恪守权责一致、目的明确、选择同意、最少够用、确保安全、主体参与、公开透明等原则。',
        '请您在使用我们的产品或服务前，仔细阅读并充分理解本政策，特别是以粗体标识的条款。您勾选同意本政策，即表示您已充分理解并同意本政策的全部内容。',
      ],
    ],
    [
      '一、我们如何收集和使用您的个人信息',
      [
        '1. 账户注册与绑定：当您绑定手机号时，我们需要收集您的手机号码及短信验证码，用于验证您的身份并为您创建账户。若您拒绝提供，将无法完成绑定，但不影响您浏览公开信息。',
        '2. 实名认证与开户：根据反洗钱等法律法规的要求，当您开立理财账户时，我们需要收集您的姓名、证件类型、证件号码、证件有效期、国籍、职业、联系地址及性别等信息。',
        '3. 风险承受能力评估：为向您推荐与您风险承受能力相匹配的产品，我们会收集您填写的风险测评问卷结果。',
        '4. 交易与持仓查询：当您购买、赎回理财产品或查询持仓时，我们会记录您的交易信息，用于向您展示交易记录与收益情况。',
        '5. 营销活动：当您参与邀请好友、积分兑换、答题抽奖等活动时，我们会记录您的参与情况与奖励发放情况。',
      ],
    ],
    [
      '二、我们如何使用 Cookie 和同类技术',
      [
        '为确保页面正常运转，我们会在您的设备上存储登录状态等少量数据。您可以通过浏览器设置清除这些数据，但可能导致部分功能无法正常使用。',
      ],
    ],
    [
      '三、我们如何共享、转让、公开披露您的个人信息',
      [
        '1. 共享：未经您的同意，我们不会与任何公司、组织和个人共享您的个人信息，但法律法规规定或监管机构要求的情形除外。',
        '2. 转让：我们不会将您的个人信息转让给任何公司、组织和个人，但在涉及合并、收购或破产清算时，我们会要求新的持有方继续受本政策约束。',
        '3. 公开披露：我们仅会在获得您明确同意或法律法规要求的情况下公开披露您的个人信息。',
      ],
    ],
    [
      '四、我们如何保护您的个人信息',
      [
        '我们采用符合业界标准的安全防护措施保护您的个人信息，包括数据传输加密、访问权限控制、安全审计等，防止数据遭到未经授权的访问、公开披露、使用、修改或损坏。',
        '如不幸发生个人信息安全事件，我们将按照法律法规的要求及时告知您事件的基本情况、可能的影响、我们已采取的处置措施以及您可自主防范和降低风险的建议。',
      ],
    ],
    [
      '五、您的权利',
      [
        '您有权查询、更正、删除您的个人信息，有权撤回授权同意，有权注销账户。您可以通过客服热线950950提出申请，我们将在十五个工作日内答复。',
      ],
    ],
    [
      '六、我们如何处理未成年人的个人信息',
      [
        '我们的理财服务主要面向成年人。若您是未满十八周岁的未成年人，请在监护人的陪同下阅读本政策，并在取得监护人同意后使用我们的服务。',
      ],
    ],
    [
      '七、本政策如何更新',
      [
        '我们可能会适时修订本政策。当本政策发生重大变更时，我们会在您登录时以弹窗形式提示您，并在您同意后生效。',
        '本政策版本号：3.2。',
      ],
    ],
    [
      '八、如何联系我们',
      [
        '如您对本政策有任何疑问、意见或建议，可拨打客服热线950950与我们联系，我们将尽快审核所涉问题并予以答复。',
      ],
    ],
  ],
}

const SERVICE: Doc = {
  title: '用户服务协议',
  sections: [
    [
      '一、协议的范围',
      [
        '本协议是您与平台之间关于使用理财直销服务所订立的协议。您勾选同意即视为您已阅读并同意本协议全部条款。',
        '平台提供的理财产品非存款，产品有风险，投资须谨慎。过往业绩不代表未来表现。',
      ],
    ],
    [
      '二、账户的注册与使用',
      [
        '您应使用本人手机号完成绑定，并保证所提供的信息真实、准确、完整。因您提供的信息不真实导致的损失由您自行承担。',
        '您应妥善保管账户及验证码，不得将账户转让、出借给他人使用。',
      ],
    ],
    ['三、服务的变更与中止', ['因系统维护、升级等原因，平台可能暂停部分服务，并将尽可能提前在页面公告。']],
    [
      '四、其他',
      ['本协议的订立、效力、解释及争议解决均适用中华人民共和国法律。如有疑问请致电客服热线950950。'],
    ],
  ],
}

const MARKETING: Doc = {
  title: '营销信息授权书',
  sections: [
    [
      '授权内容',
      [
        '本人同意平台通过短信、微信公众号消息、电话等方式向本人推送理财产品信息、营销活动信息及相关服务信息。',
        '本人可随时通过客服热线950950撤回本授权，撤回后不影响撤回前基于授权已进行的信息推送。',
      ],
    ],
  ],
}

const DOCS: Record<string, Doc> = { privacy: PRIVACY, service: SERVICE, marketing: MARKETING }

const escapeHtml = (s: string) =>
  s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c)

const SCRIPT = `
(function () {
  var sent = false;
  function atEnd() {
    var el = document.scrollingElement || document.documentElement;
    return el.scrollTop + window.innerHeight >= el.scrollHeight - 8;
  }
  function check() {
    if (!sent && atEnd()) {
      sent = true;
      window.parent.postMessage({ type: 'END_OF_SCROLL' }, '*');
    }
  }
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('load', check);
  document.querySelectorAll('[data-agree]').forEach(function (b) {
    b.addEventListener('click', function () {
      window.parent.postMessage({ type: 'AGREE_PRIVACY', value: b.getAttribute('data-agree') }, '*');
    });
  });
})();`

function renderDoc(doc: Doc, withButtons: boolean): string {
  const body = doc.sections
    .map(
      ([heading, paragraphs]) =>
        `<h2>${escapeHtml(heading)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('')
  const buttons = withButtons
    ? '<div class="actions"><button data-agree="0">不同意</button><button data-agree="1" class="primary">同意</button></div>'
    : ''
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<style>
body{margin:0;padding:16px 16px 32px;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333;background:#fff}
h1{font-size:20px;text-align:center;margin:8px 0 16px}h2{font-size:16px;margin:20px 0 8px}p{margin:0 0 10px;text-indent:2em}
.actions{display:flex;gap:12px;margin-top:24px}.actions button{flex:1;height:44px;border-radius:22px;border:1px solid #d9d9d9;background:#fff;font-size:16px}
.actions .primary{background:#e4393c;border-color:#e4393c;color:#fff}
</style></head><body><h1>${escapeHtml(doc.title)}</h1>${body}${buttons}<script>${SCRIPT}</script></body></html>`
}

export const privacyHandlers: HttpHandler[] = [
  mock.get(endpoints.privacy.agreement, (ctx) => ctx.db.account.privacyAgreement),

  mock.get(endpoints.privacy.popupContent, (ctx) => ctx.db.account.privacyTexts),

  mock.post(endpoints.privacy.signArticle, (ctx) => {
    const list = ctx.body.agreementList
    if (!Array.isArray(list) || list.length === 0) fail('1004', '请选择需要签署的协议')
    ctx.db.account.agreementRecords.push({
      mobile: field(ctx, 'mobile'),
      scene: field(ctx, 'scene'),
      channel: field(ctx, 'channel'),
      agreementList: list,
      openId: field(ctx, 'openId'),
    })
    return null
  }),

  mock.get(endpoints.privacy.initStatus, (ctx) => ({
    status: ctx.db.account.jumpStatus[`${field(ctx, 'openId')}|${field(ctx, 'pageFlag')}`] ?? '0',
  })),

  mock.post(endpoints.privacy.saveStatus, (ctx) => {
    ctx.db.account.jumpStatus[`${field(ctx, 'openId')}|${field(ctx, 'pageFlag')}`] =
      field(ctx, 'status') === '1' ? '1' : '0'
    return null
  }),

  // Mock-only: the agreement documents the privacy agreement and config pictures point at.
  http.get('*/__mock/doc/:name', ({ params, request }) => {
    const doc = DOCS[String(params.name)]
    if (!doc) return HttpResponse.text('文档不存在', { status: 404 })
    const withButtons = new URL(request.url).searchParams.get('buttons') === '1'
    return HttpResponse.html(renderDoc(doc, withButtons))
  }),
]
