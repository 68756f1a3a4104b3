import { PATHS } from '@/shared/lib/paths'

/**
 * The rule pages of marketing §2.15 (/studyRule, /memberAssetsRule, /transferspecialactivityRule,
 * /liveInterActionRule, /jxlearningRule): each shows its activity's rule text, a rich text by flag
 * (marketing §7.2 getRichTextByFlag). The flags are `<activity>_rule`; /studyRule's text is `studyRule`.
 */
const RULE_FLAGS: Readonly<Record<string, string>> = {
  [PATHS.studyRule]: 'studyRule',
  [PATHS.memberAssetsRule]: 'memberAssets_rule',
  [PATHS.transferspecialactivityRule]: 'transferspecialactivity_rule',
  [PATHS.liveInterActionRule]: 'liveInterAction_rule',
  [PATHS.jxlearningRule]: 'jxlearning_rule',
}

/** The rule text's flag for a rule page: its own, else `<page flag>_rule` ('' when there is neither). */
export function ruleFlagFor(path: string, pageFlag: string | undefined): string {
  return RULE_FLAGS[path] ?? (pageFlag ? `${pageFlag}_rule` : '')
}
