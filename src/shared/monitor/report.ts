/**
 * The monitor's one hook on the first paint (docs/observability.md): what went wrong is noted here, with the
 * hash route and the time, by the few places that see it (the route's error boundary, the code recovery's
 * verdict, a failed call). The monitor loads after start-up, takes the notes so far and every later one (it
 * takes over `push`). Kept tiny: every byte here is on every first paint.
 */
export type NoteKind = 'boundary' | 'chunk' | 'call'

/** [hash, performance.now(), kind, ...what the noting place knows: an error, a verdict, a path] */
export type Note = [hash: string, at: number, kind: NoteKind, ...detail: unknown[]]

export const notes: Note[] = []

export const note = (kind: NoteKind, ...detail: unknown[]): void => {
  notes.push([location.hash, performance.now(), kind, ...detail])
}
