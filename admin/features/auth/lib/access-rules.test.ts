import { describe, expect, it } from 'vitest';
import type { SignedInAccess } from '../api/get-access.ts';
import type { Business } from '../../../lib/business/business.ts';
import {
  BUSINESS_NOT_FOUND,
  decideAccess,
  ROLE_NOT_ASSIGNED,
  routeAfterLogin,
  SUPERADMIN_ONLY,
  UNVERIFIED_EMAIL,
} from './access-rules.ts';

const business = { id: 'b1', slug: 'democafe', name: 'Demo Cafe' } as Business;
const user = (
  role: string | null,
  owned: Business | null,
  businessRole: SignedInAccess['businessRole'] = owned && role === 'owner' ? 'owner' : null,
): SignedInAccess => ({
  userId: 'u1',
  email: 'u@example.test',
  emailConfirmed: true,
  role,
  business: owned,
  businessRole,
});

describe('team members (docs/guide/team-and-roles.md)', () => {
  it('lets a member without a user role into /admin and lands staff on the board', () => {
    for (const role of ['manager', 'cashier', 'kitchen', 'board'] as const) {
      expect(decideAccess(user(null, business, role), 'owner')).toEqual({ kind: 'allow' });
    }
    expect(routeAfterLogin(user(null, business, 'kitchen'))).toEqual({
      kind: 'redirect',
      to: '/admin/orders',
    });
    expect(routeAfterLogin(user(null, business, 'manager'))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });
  it('still refuses a business whose owner lost the role, and a removed member', () => {
    expect(decideAccess(user(null, business, 'owner'), 'owner')).toMatchObject({
      message: ROLE_NOT_ASSIGNED,
    });
    expect(decideAccess(user(null, business, null), 'owner')).toMatchObject({
      message: ROLE_NOT_ASSIGNED,
    });
  });
});

describe('decideAccess (docs/guide/product.md section 6)', () => {
  it('sends anonymous visitors to /login', () => {
    expect(decideAccess(null, 'owner')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(null, 'superadmin')).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('lets an owner with a business into /admin and refuses them /superadmin', () => {
    expect(decideAccess(user('owner', business), 'owner')).toEqual({ kind: 'allow' });
    expect(decideAccess(user('owner', business), 'superadmin')).toMatchObject({
      to: '/admin/dashboard',
      message: SUPERADMIN_ONLY,
    });
  });
  it('refuses a business owner without a role row', () => {
    expect(decideAccess(user(null, business), 'owner')).toMatchObject({
      to: '/login',
      message: ROLE_NOT_ASSIGNED,
    });
  });
  it('sends a user without a business home with a message', () => {
    expect(decideAccess(user('owner', null), 'owner')).toMatchObject({
      to: '/',
      message: BUSINESS_NOT_FOUND,
    });
    expect(decideAccess(user(null, null), 'owner')).toMatchObject({ message: BUSINESS_NOT_FOUND });
  });
  it('sends a user with an unverified email to /login', () => {
    expect(decideAccess({ ...user('owner', business), emailConfirmed: false }, 'owner')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
  it('lets the superadmin in without a business', () => {
    expect(decideAccess(user('superadmin', null), 'superadmin')).toEqual({ kind: 'allow' });
    expect(decideAccess(user('superadmin', null), 'owner')).toEqual({
      kind: 'redirect',
      to: '/superadmin/dashboard',
    });
  });
});

describe('routeAfterLogin (docs/guide/product.md section 4)', () => {
  it('routes by role and business', () => {
    expect(routeAfterLogin(user('superadmin', null))).toMatchObject({
      to: '/superadmin/dashboard',
    });
    expect(routeAfterLogin(user('owner', business))).toMatchObject({ to: '/admin/dashboard' });
    expect(routeAfterLogin(user(null, null))).toMatchObject({ to: '/register-business' });
    expect(routeAfterLogin(user(null, business))).toEqual({
      kind: 'sign-out',
      message: ROLE_NOT_ASSIGNED,
      level: 'error',
    });
  });
  it('signs out a user whose email is not verified, whatever their role', () => {
    expect(routeAfterLogin({ ...user('superadmin', business), emailConfirmed: false })).toEqual({
      kind: 'sign-out',
      message: UNVERIFIED_EMAIL,
      level: 'warning',
    });
  });
});
