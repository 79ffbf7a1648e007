// Every query key of the admin app starts with the entity it holds, so a write invalidates by entity
// (`queryClient.invalidateQueries({ queryKey: queryKeys.items(businessId) })`) and every screen that
// shows those rows, under whatever filters, refetches. Features extend a root with their own parts
// (filters, pages) but never invent a new root here without adding it to this list.
export const queryKeys = {
  /** The signed-in owner's business (and its settings, banner and profile columns). */
  myBusiness: () => ['business', 'mine'] as const,
  business: (businessId: string) => ['business', businessId] as const,
  /** Every branch (businesses row) of the business whose main row is mainId. */
  branches: (mainId: string) => ['business', mainId, 'branches'] as const,
  /** What the signed-in user is to the business (public.business_role). */
  businessRole: (businessId: string) => ['business', businessId, 'role'] as const,
  /** The business's members and pending invitations. */
  team: (businessId: string) => ['team', businessId] as const,
  categories: (businessId: string) => ['categories', businessId] as const,
  items: (businessId: string) => ['items', businessId] as const,
  specialPeriods: (businessId: string) => ['special-periods', businessId] as const,
  orders: (businessId: string) => ['orders', businessId] as const,
  tableRequests: (businessId: string) => ['table-requests', businessId] as const,
  insights: (businessId: string) => ['insights', businessId] as const,
  /** Paired devices of a business. */
  devices: (businessId: string) => ['devices', businessId] as const,
  /** What a paired device is (its business and screen), asked every few seconds. */
  deviceSession: () => ['device-session'] as const,
  /** The superadmin's views across businesses. */
  allBusinesses: () => ['all-businesses'] as const,
  allItems: () => ['all-items'] as const,
  account: () => ['account'] as const,
  /** Who is signed in: the local session, and what the server says they may open. */
  session: () => ['session'] as const,
  access: () => ['access'] as const,
  /** Where a password-recovery link left the user. */
  recovery: () => ['recovery'] as const,
  /** Whether a business address is free (registration). */
  slugAvailable: (slug: string) => ['slug-available', slug] as const,
};
