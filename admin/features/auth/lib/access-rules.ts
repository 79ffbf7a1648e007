import type { SignedInAccess } from '../api/get-access.ts';
import { homeOf } from '../../../lib/business/roles.ts';

export type Area = 'owner' | 'superadmin';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; message?: string; level?: 'error' | 'warning' }
  /** Stay on /login, show the message and sign the user out (docs/guide/product.md section 4 and 8). */
  | { kind: 'sign-out'; message: string; level: 'error' | 'warning' };

export const ROLE_NOT_ASSIGNED = 'User role not assigned, please contact admin';
export const BUSINESS_NOT_FOUND = 'Your Business not found';
export const SUPERADMIN_ONLY = 'Only the superadmin can open that page';
export const UNVERIFIED_EMAIL = 'Your Email is not verified yet. Please check your Inbox!';

/**
 * docs/guide/product.md section 6: the guard of /admin/* and /superadmin/*, as a pure function of who is signed in.
 * Registering a business is what grants the owner role (a trigger in the schema), so a user with
 * neither role nor business is simply someone who has not registered yet: they get 'Your Business
 * not found', and 'User role not assigned' is kept for a business whose owner lost the role.
 */
export function decideAccess(access: SignedInAccess | null, area: Area): GuardDecision {
  if (!access) return { kind: 'redirect', to: '/login' };
  // /login then signs the unverified user out (routeAfterLogin).
  if (!access.emailConfirmed) return { kind: 'redirect', to: '/login' };
  if (area === 'superadmin') {
    if (access.role === 'superadmin') return { kind: 'allow' };
    return {
      kind: 'redirect',
      to: access.business ? '/admin/dashboard' : '/',
      message: SUPERADMIN_ONLY,
      level: 'error',
    };
  }
  if (access.role === 'superadmin') {
    // A superadmin owns no business; send them to their own pages instead of a dead end.
    return access.business ? { kind: 'allow' } : { kind: 'redirect', to: '/superadmin/dashboard' };
  }
  // A team member has no user role of their own: their role is in the business's team.
  if (access.role === null && access.business && !isMember(access)) {
    return { kind: 'redirect', to: '/login', message: ROLE_NOT_ASSIGNED, level: 'error' };
  }
  if (!access.business) {
    return { kind: 'redirect', to: '/', message: BUSINESS_NOT_FOUND, level: 'error' };
  }
  return { kind: 'allow' };
}

/** docs/guide/product.md section 4: where a user goes right after logging in. */
export function routeAfterLogin(access: SignedInAccess): GuardDecision {
  // Users whose email is unverified are signed out right away.
  if (!access.emailConfirmed)
    return { kind: 'sign-out', message: UNVERIFIED_EMAIL, level: 'warning' };
  if (access.role === 'superadmin') return { kind: 'redirect', to: '/superadmin/dashboard' };
  if (!access.business) return { kind: 'redirect', to: '/register-business' };
  // Staying signed in would only bounce the user between /login and the guard.
  if (access.role === null && !isMember(access)) {
    return { kind: 'sign-out', message: ROLE_NOT_ASSIGNED, level: 'error' };
  }
  // Team members land on what they use: the board (owners and managers on the dashboard).
  return {
    kind: 'redirect',
    to: access.businessRole ? homeOf(access.businessRole) : '/admin/dashboard',
  };
}

/** In the business's team (not its owner): role from business_members or a paired device. */
function isMember(access: SignedInAccess): boolean {
  return access.businessRole !== null && access.businessRole !== 'owner';
}
