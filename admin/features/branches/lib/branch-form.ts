// The "Add branch" form's rules, before the database is asked: the slug's and the WhatsApp number's
// rules are the registration's (shared/domain), worded by problem-text.ts in the screen's language.
import type { Problem } from '../../../../shared/domain/problems.ts';
import { validateSlug } from '../../../../shared/domain/slug.ts';
import { normalizeWhatsapp } from '../../../../shared/domain/whatsapp.ts';
import type { NewBranch } from '../api/create-branch.ts';

export interface BranchFormValues {
  name: string;
  nameAr: string;
  slug: string;
  whatsapp: string;
}

export type BranchField = keyof BranchFormValues;

export type BranchFormResult =
  | { ok: true; branch: NewBranch }
  | { ok: false; problems: Partial<Record<BranchField, Problem | 'name_required'>> };

/** The branch to add, or each field's problem. A name in one language is enough. */
export function checkBranchForm(values: BranchFormValues): BranchFormResult {
  const problems: Partial<Record<BranchField, Problem | 'name_required'>> = {};
  const name = values.name.trim();
  const nameAr = values.nameAr.trim();
  if (!name && !nameAr) problems.name = 'name_required';
  const slug = values.slug.trim().toLowerCase();
  const slugProblem = validateSlug(slug);
  if (slugProblem) problems.slug = slugProblem;
  const whatsapp = normalizeWhatsapp(values.whatsapp);
  if (!whatsapp.ok) problems.whatsapp = whatsapp.problem;
  if (Object.keys(problems).length > 0 || !whatsapp.ok) return { ok: false, problems };
  return {
    ok: true,
    branch: { name: name || nameAr, name_ar: nameAr, slug, whatsapp: whatsapp.digits },
  };
}
