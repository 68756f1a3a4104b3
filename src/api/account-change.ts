/**
 * A change of the signed-in customer's account (docs/identity.md, "Answers a page asked for"): a bind, a
 * registration, a phone login, an unbind or a merchant bind (account-and-shared §4). The customer stays
 * signed in, but every answer asked about them before (the campaign user, the merchant page's user state,
 * the campaign's home data, the account state) may be out of date. The server-state cache listens
 * (`forgetAccountAnswers`, src/app/server-state.tsx): no later page shows or acts on an answer asked
 * before the change.
 */
const listeners = new Set<() => void>()

export const accountChanges = {
  /** Tells the listeners that the account may have changed (the calls below do it themselves). */
  notify(): void {
    for (const listener of [...listeners]) listener()
  },
  /** Calls `listener` after every change of the account; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/**
 * `call`'s outcome, and the account counted as changed once it is known: after a success, and after a
 * failure too (a rejected code may still have bound the phone, a lost answer may have been booked), so
 * nothing asked before is trusted. Asking once more costs a loading state; trusting an old answer sends a
 * bound customer back to binding.
 */
export async function changingAccount<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } finally {
    accountChanges.notify()
  }
}
