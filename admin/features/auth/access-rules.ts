import type { SignedInAccess } from './api/get-access.ts';

export type Area = 'owner' | 'superadmin';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; message?: string; level?: 'error' | 'warning' };

export const ROLE_NOT_ASSIGNED = 'User role not assigned, please contact admin';

/** SPEC.md section 6: the guard of /admin/* and /superadmin/*, as a pure function of who is signed in. */
export function decideAccess(access: SignedInAccess | null, area: Area): GuardDecision {
  if (!access) return { kind: 'redirect', to: '/login' };
  if (access.role === null) {
    return { kind: 'redirect', to: '/login', message: ROLE_NOT_ASSIGNED, level: 'error' };
  }
  if (area === 'superadmin') {
    if (access.role === 'superadmin') return { kind: 'allow' };
    return {
      kind: 'redirect',
      to: access.business ? '/admin/dashboard' : '/',
      message: 'Only the superadmin can open that page',
      level: 'error',
    };
  }
  if (access.business) return { kind: 'allow' };
  // A superadmin owns no business; send them to their own pages instead of a dead end.
  if (access.role === 'superadmin') return { kind: 'redirect', to: '/superadmin/dashboard' };
  return { kind: 'redirect', to: '/', message: 'Your Business not found', level: 'error' };
}

/** SPEC.md section 4: where a user goes right after logging in. */
export function routeAfterLogin(access: SignedInAccess): GuardDecision {
  if (access.role === 'superadmin') return { kind: 'redirect', to: '/superadmin/dashboard' };
  if (!access.business) return { kind: 'redirect', to: '/register-business' };
  if (access.role === null) {
    return { kind: 'redirect', to: '/login', message: ROLE_NOT_ASSIGNED, level: 'error' };
  }
  return { kind: 'redirect', to: '/admin/dashboard' };
}
