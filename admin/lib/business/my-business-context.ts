import { createContext, useContext } from 'react';
import type { Business } from './business.ts';
import type { BusinessRole } from './roles.ts';

export interface MyBusinessValue {
  /**
   * The business of the signed-in user (its main row), loaded by the guard before any /admin page
   * renders: the menu, banner, profile and team are the business's, whatever the current branch.
   */
  business: Business;
  /** What the database says the user is at the current branch, asked again every few seconds. */
  role: BusinessRole;
  /**
   * The branch the per-branch pages work on (board, kitchen, history, day report, table cards,
   * hours, order settings, sold out): its own row with the business-level columns of the main
   * row. The main row itself for a business with one branch.
   */
  branch: Business;
  /** Every branch the user can read, the main one first (one row for a one-branch business). */
  branches: Business[];
  /** Makes another branch the current one (remembered for this business in this browser). */
  selectBranch: (branchId: string) => void;
}

export const MyBusinessContext = createContext<MyBusinessValue | null>(null);

/** The current user's business; only usable inside the /admin/* pages (the guard provides it). */
export function useMyBusiness(): MyBusinessValue {
  const value = useContext(MyBusinessContext);
  if (!value) throw new Error('useMyBusiness() is only available inside the /admin/* pages.');
  return value;
}
