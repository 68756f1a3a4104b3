// Types of bundle-stats.mjs for the TypeScript that imports it (build/, tests/e2e).
export interface FileSet {
  files: string[]
  gzip: number
}
export interface RouteLoad extends FileSet {
  modules: string[]
}
export interface Build {
  manifest: Record<
    string,
    {
      file: string
      imports?: string[]
      dynamicImports?: string[]
      isEntry?: boolean
      isDynamicEntry?: boolean
    }
  >
  entryKey: string
  entry: FileSet
  shell: FileSet
  /** What a visit of a page loads: the shell, the page, and `also` (modules loaded on the way to it). */
  route: (pageSrc: string, ...also: string[]) => RouteLoad
  keyOf: (src: string) => string | undefined
  pages: string[]
  gzipOf: (file: string) => number
  /** Brotli bytes before a route's first paint: the document, its JavaScript and its stylesheet files. */
  firstPaintBrotli: (pageSrc: string) => { bytes: number; parts: [file: string, bytes: number][] }
}
export declare const metaDirOf: (dist: string) => string
export declare const readMeta: (dist: string, file: string) => any
export declare function loadBuild(dist?: string): Build
export declare const HEAVY_LIBS: string[]
export declare const kib: (bytes: number) => string
