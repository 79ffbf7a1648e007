import { createContext, useContext } from 'react';
import type { Business } from './business.ts';
import type { BusinessRole } from './roles.ts';

export interface MyBusinessValue {
  /** The business of the signed-in user, loaded by the guard before any /admin page renders. */
  business: Business;
  /** What the database says the user is to it, asked again every few seconds. */
  role: BusinessRole;
}

export const MyBusinessContext = createContext<MyBusinessValue | null>(null);

/** The current user's business; only usable inside the /admin/* pages (the guard provides it). */
export function useMyBusiness(): MyBusinessValue {
  const value = useContext(MyBusinessContext);
  if (!value) throw new Error('useMyBusiness() is only available inside the /admin/* pages.');
  return value;
}
