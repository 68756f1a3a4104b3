/**
 * The one save-invite table (marketing §4.4, account-and-shared §4), as test data.
 * Three tests walk every row: the rule itself (`invitation.test.ts`), the status after binding
 * (`features/account/rules.test.ts`) and the invitee landing's outcome (`features/campaign/invitee/
 * rules.test.ts`), so the two pages cannot read a code differently without one of them failing.
 * Only tests import this file.
 */
import type { InviteSaveFlags, InviteSaveVerdict, InviteStatus } from './invitation'

export interface InviteSaveCase {
  /** The answer's code as it may arrive (text or number, or missing). */
  code: unknown
  /** The answer's data as sent (flags as numbers, text, booleans, padded, or missing). */
  data: InviteSaveFlags | null
  verdict: { sc: InviteSaveVerdict; standard: InviteSaveVerdict }
  /** account-and-shared §4's status after binding (null: the message is toasted). */
  status: { sc: InviteStatus | null; standard: InviteStatus | null }
}

type Row = [
  code: unknown,
  data: InviteSaveFlags | null,
  sc: InviteSaveVerdict,
  standard: InviteSaveVerdict,
  statusSc: InviteStatus | null,
  statusStandard: InviteStatus | null,
]

// prettier-ignore
const ROWS: Row[] = [
  // code       data                                              Sc                 standard           Sc    std
  ['0000',      { oldFlag: '1' },                                 'accountHolder',   'accountHolder',   1,    1],
  ['0000',      { oldFlag: '0' },                                 'saved',           'saved',           0,    0],
  ['0000',      { oldFlag: '0', firstPurchaseFlag: 1 },           'saved',           'saved',           0,    0],
  [200,         { oldFlag: 1 },                                   'accountHolder',   'accountHolder',   1,    1],
  ['200',       { oldFlag: true },                                'accountHolder',   'accountHolder',   1,    1],
  ['200',       {},                                               'saved',           'saved',           0,    0],
  ['0000',      null,                                             'saved',           'saved',           0,    0],
  ['1111',      {},                                               'similarActivity', 'similarActivity', 3,    3],
  ['2222',      { firstPurchaseFlag: 3 },                         'cancelled',       'cancelled',       4,    4],
  ['2222',      { firstPurchaseFlag: 4 },                         'boughtBefore',    'boughtBefore',    4,    4],
  ['2222',      { firstPurchaseFlag: ' 4 ' },                     'boughtBefore',    'boughtBefore',    4,    4],
  ['2222',      { firstPurchaseFlag: 2 },                         'similarActivity', 'saved',           3,    0],
  ['2222',      { firstPurchaseFlag: 2, positionFlag: 2 },        'similarActivity', 'saved',           3,    0],
  ['2222',      { firstPurchaseFlag: 2, positionFlag: 3 },        'similarActivity', 'cancelled',       3,    4],
  ['2222',      { firstPurchaseFlag: 0, positionFlag: 3 },        'saved',           'cancelled',       0,    4],
  ['2222',      { firstPurchaseFlag: '0', positionFlag: '3' },    'saved',           'cancelled',       0,    4],
  ['2222',      { firstPurchaseFlag: 1 },                         'saved',           'saved',           0,    0],
  ['2222',      { firstPurchaseFlag: 1, positionFlag: 2 },        'saved',           'saved',           0,    0],
  ['2222',      null,                                             'saved',           'saved',           0,    0],
  ['3333',      {},                                               'otherInviter',    'otherInviter',    2,    2],
  ['4444',      {},                                               'other',           'other',           null, null],
  ['9999',      { oldFlag: '1' },                                 'other',           'other',           null, null],
  ['',          null,                                             'other',           'other',           null, null],
  [undefined,   null,                                             'other',           'other',           null, null],
]

export const INVITE_SAVE_CASES: readonly InviteSaveCase[] = ROWS.map(
  ([code, data, sc, standard, statusSc, statusStandard]) => ({
    code,
    data,
    verdict: { sc, standard },
    status: { sc: statusSc, standard: statusStandard },
  }),
)
