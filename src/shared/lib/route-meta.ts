import { createContext, useContext, useEffect } from 'react'

/** What a page may know about its own route entry (title, page flag), provided by the app shell. */
export interface RouteMeta {
  path: string
  title: string
  pageFlag?: string
}

export const RouteMetaContext = createContext<RouteMeta | null>(null)

export const useRouteMeta = (): RouteMeta | null => useContext(RouteMetaContext)

/** Sets the document title (route titles come from the table; some pages switch titles as they go). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
