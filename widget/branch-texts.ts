// The "Our other branches" list's texts, loaded with the cart chunk (never in qr-menu.js's first
// paint).
import type { Lang } from '../shared/domain/i18n.ts';

export interface BranchTexts {
  /** The heading of the list of the business's other branches, under the menu. */
  otherBranches: string;
}

export const BRANCH_TEXTS: Record<Lang, BranchTexts> = {
  en: { otherBranches: 'Our other branches' },
  ar: { otherBranches: 'فروعنا الأخرى' },
};
