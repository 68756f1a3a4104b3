import { useDeferredValue, type ReactNode } from 'react'

/**
 * Draws its children one step behind the commit that shows it: that commit (the part of the page above, say
 * a hero and its button) leaves this place empty, and React then renders the children in a transition, which
 * it cuts into slices and gives the browser back between them, instead of one long task. An update to the
 * children is drawn the same way, the old ones staying on the screen meanwhile. For what is below the first
 * screen only (docs/decisions/036-below-the-first-screen-in-slices.md).
 *
 * While the children are on their way, a hidden `[data-drawing]` marker stands in their place: what waits
 * for a page to be drawn (the tests' `waitForPage`) waits for it to go.
 */
export function InSlices({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(children, null)
  return (
    <>
      {shown}
      {shown !== children && <span hidden data-drawing="" />}
    </>
  )
}
