let lastGeneration = 0
/**
 * A new list generation: part of a list's cache key (catalogueKeys in src/api/catalogue/shared-queries.ts),
 * so a fresh visit or any change of tab, type, sort or filter asks page 1 again (catalogue §4.1), while
 * coming back restores the same generation from the cache.
 */
export const nextListGeneration = (): number => ++lastGeneration
