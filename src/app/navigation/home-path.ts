import { PATHS } from '@/shared/lib/paths'

/** Where "/" and "back to home" go: the public product market. */
export const HOME_PATH = PATHS.productMarket
