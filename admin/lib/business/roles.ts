// What the signed-in user is to their business, as the database answers it (public.business_role),
// and which admin pages each role may use. The database refuses what a role may not do whatever
// the admin shows (docs/guide/team-and-roles.md has the matrix); this only decides what is offered.

export type BusinessRole = 'owner' | 'manager' | 'cashier' | 'kitchen' | 'board';

export const BUSINESS_ROLES: readonly BusinessRole[] = [
  'owner',
  'manager',
  'cashier',
  'kitchen',
  'board',
];

export function asBusinessRole(value: unknown): BusinessRole | null {
  return BUSINESS_ROLES.includes(value as BusinessRole) ? (value as BusinessRole) : null;
}

/** The /admin pages, by the last part of their path. */
export type AdminPage =
  | 'dashboard'
  | 'orders'
  | 'history'
  | 'report'
  | 'sold-out'
  | 'kitchen'
  | 'menu'
  | 'profile'
  | 'banner'
  | 'settings'
  | 'table-cards'
  | 'team'
  | 'branches'
  | 'account';

const RUNS_BUSINESS: readonly AdminPage[] = [
  'dashboard',
  'orders',
  'history',
  // The day report: reports and exports are for who runs the business (order_report refuses
  // the rest).
  'report',
  'kitchen',
  'menu',
  'profile',
  'banner',
  'settings',
  'table-cards',
  'team',
  'account',
];

const REACH: Record<BusinessRole, readonly AdminPage[]> = {
  // Adding a branch is the owner's alone (create_branch refuses the rest).
  owner: [...RUNS_BUSINESS, 'branches'],
  manager: RUNS_BUSINESS,
  // The cashier's sold-out switches have a page of their own (the menu's cards are for editing).
  cashier: ['orders', 'sold-out', 'history', 'settings', 'account'],
  kitchen: ['orders', 'kitchen', 'settings', 'account'],
  board: ['orders'],
};

export function mayOpen(role: BusinessRole, page: AdminPage): boolean {
  return REACH[role].includes(page);
}

/** mayOpen for a role as the database answers it (null or an unknown text: no page). */
export function roleMayOpen(role: unknown, page: AdminPage): boolean {
  const known = asBusinessRole(role);
  return known !== null && mayOpen(known, page);
}

/** Where a role lands after signing in: the dashboard for who runs the business, else the board. */
export function homeOf(role: BusinessRole): string {
  return role === 'owner' || role === 'manager' ? '/admin/dashboard' : '/admin/orders';
}

/** Who may change the business's settings, menu and profile (the database's owner-or-manager). */
export function runsBusiness(role: BusinessRole): boolean {
  return role === 'owner' || role === 'manager';
}

/** The page an /admin path belongs to, or null for /admin itself. */
export function pageOfPath(pathname: string): AdminPage | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 0) return null;
  if (parts[0] === 'orders') {
    if (parts[1] === 'history') return 'history';
    if (parts[1] === 'report') return 'report';
    if (parts[1] === 'kitchen') return 'kitchen';
    return 'orders';
  }
  if (parts[0] === 'sold-out') return 'sold-out';
  if (parts[0] === 'branches') return 'branches';
  return (RUNS_BUSINESS as readonly string[]).includes(parts[0] ?? '')
    ? (parts[0] as AdminPage)
    : null;
}
