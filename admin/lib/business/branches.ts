// The branches of a business (docs/guide/branches.md): each branch is a businesses row, the first
// one (the main branch, parent_id null) holds the menu and the business-level columns, and every
// further branch points at it with parent_id. The admin works on one "current" branch at a time,
// chosen in the header and remembered per business in this browser.
import type { AppClient } from '../api/client.ts';
import { throwIfError } from '../api/errors.ts';
import type { Business } from './business.ts';
import { roleMayOpen } from './roles.ts';

/**
 * The columns every branch reads from the main row (the business's, not a place's): a branch
 * row's own copies are ignored by the database too (public_menu), so the admin shows the main's.
 */
const BUSINESS_LEVEL = [
  'banner_url',
  'banner_widths',
  'headline',
  'headline_ar',
  'description',
  'description_ar',
  'category',
  'logo_url',
  'logo_in_qr',
  'instagram_url',
  'tiktok_url',
  'languages',
  'primary_language',
  'prices_include_vat',
  'vat_number',
  'email',
] as const satisfies ReadonlyArray<keyof Business>;

/** A branch as a per-branch page uses it: its own row with the business-level columns of main. */
export function branchView(branch: Business, main: Business): Business {
  if (branch.id === main.id) return main;
  const view: Business = { ...branch };
  for (const column of BUSINESS_LEVEL) (view as Record<string, unknown>)[column] = main[column];
  return view;
}

/** Every branch of the business whose main row is mainId, the main one first, then by creation. */
export async function getBranches(client: AppClient, mainId: string): Promise<Business[]> {
  const { data, error } = await client
    .from('businesses')
    .select('*')
    .or(`id.eq.${mainId},parent_id.eq.${mainId}`)
    .order('created_at', { ascending: true });
  throwIfError(error);
  return sortBranches(data ?? [], mainId);
}

/** The main branch first, the others in the order they were added. */
export function sortBranches(rows: readonly Business[], mainId: string): Business[] {
  return [...rows].sort((a, b) =>
    a.id === mainId ? -1 : b.id === mainId ? 1 : a.created_at.localeCompare(b.created_at),
  );
}

const STORAGE_PREFIX = 'qrmenu.branch.';

/** The branch last chosen in this browser for the business whose main row is mainId. */
export function readStoredBranch(mainId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + mainId);
  } catch {
    return null;
  }
}

export function storeBranch(mainId: string, branchId: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + mainId, branchId);
  } catch {
    // A browser that keeps nothing starts at the main branch next time.
  }
}

/**
 * The current branch among those the user can read: the chosen one while it still exists, else
 * the main branch, else (a member limited to other branches) the first one they can read.
 */
export function pickBranch(
  branches: readonly Business[],
  chosenId: string | null,
  mainId: string,
): Business | null {
  return (
    branches.find((row) => row.id === chosenId) ??
    branches.find((row) => row.id === mainId) ??
    branches[0] ??
    null
  );
}

/** Which orders or figures a page adds up: the current branch's, or every branch's. */
export type BranchScope = 'branch' | 'all';

/**
 * Whether the signed-in user is offered all branches: two or more, and a role that reads the day
 * report (roles.ts; the owner and managers, whom order_report's whole_business answers too).
 */
export function mayCombineBranches(branchCount: number, role: string | null): boolean {
  return branchCount > 1 && roleMayOpen(role, 'report');
}
