import { useSyncExternalStore } from 'react'

/** One counter for calls in flight; the overlay shows while it is above zero (account-and-shared §2). */
let count = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export const loadingCounter = {
  start(): void {
    count += 1
    emit()
  },
  stop(): void {
    count = Math.max(0, count - 1)
    emit()
  },
  value: (): number => count,
  reset(): void {
    count = 0
    emit()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useLoadingCount(): number {
  return useSyncExternalStore(loadingCounter.subscribe, loadingCounter.value, loadingCounter.value)
}
