import { createContext, useContext } from 'react';
import type { Business } from './business.ts';

export interface MyBusinessValue {
  /** The signed-in owner's business, loaded by the guard before any /admin page renders. */
  business: Business;
}

export const MyBusinessContext = createContext<MyBusinessValue | null>(null);

/** The current owner's business; only usable inside the /admin/* pages (the guard provides it). */
export function useMyBusiness(): MyBusinessValue {
  const value = useContext(MyBusinessContext);
  if (!value) throw new Error('useMyBusiness() is only available inside the /admin/* pages.');
  return value;
}
