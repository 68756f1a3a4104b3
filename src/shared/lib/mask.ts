// The phone mask of account-and-shared §9 inside a sentence. Its own module: the inviter home's first paint
// shows it without the rest of format.ts (docs/decisions/025); maskPhone (format.ts) masks one phone field.

/**
 * Every mainland mobile number inside a text masked as maskPhone masks one (3 leading digits, ****, the last 4) (`好友13812345678完成任务` →
 * `好友138****5678完成任务`): a server's sentence is shown as it says it, a phone in it never in full.
 * Written without a lookbehind, which older iOS WebKit cannot parse.
 */
export const maskPhonesIn = (text: string): string =>
  text.replace(/(^|\D)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1$2****$3')
