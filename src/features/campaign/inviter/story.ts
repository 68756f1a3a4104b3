import { local } from '@/shared/lib/storage'

/**
 * The first-time story (marketing §2.1): shown once per browser (the local flag `mgmStoryShown`), and again
 * after a failed app login (use-inviter-overlays.ts). Its picture is the largest paint of a first visit, so
 * start-up asks for it before the page's code has arrived when the flag is not set
 * (src/app/navigation/first-round.ts). Part of the small start-up entry.
 */
export const STORY_PICTURE = { type: 'mgm_first_alertbg', category: '1' } as const

/** The story was shown on this browser before. */
export const storyShownBefore = (): boolean => local.get('mgmStoryShown') === '1'
