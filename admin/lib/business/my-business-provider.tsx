import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useClient } from '../api/client-context.tsx';
import { fail } from '../api/errors.ts';
import { queryKeys } from '../query/keys.ts';
import type { Business } from './business.ts';
import { getBusinessById, getBusinessRole } from './get-my-business.ts';
import { MyBusinessContext, type MyBusinessValue } from './my-business-context.ts';
import type { BusinessRole } from './roles.ts';

/** How often the admin asks the database for a team member's role: a removed member leaves within it. */
export const ROLE_CHECK_MS = 3000;
/** The owner cannot be removed (only hand the business over, themselves): asked less often. */
export const OWNER_ROLE_CHECK_MS = 30_000;

/**
 * The user's business for every /admin page, in the query cache under queryKeys.myBusiness(): a
 * write that changes it updates or invalidates that key and every page shows the new row. The role
 * the database gives the user is asked again every ROLE_CHECK_MS; when it has none any more (removed
 * from the team, a revoked device), onRoleLost runs.
 */
export function MyBusinessProvider({
  initial,
  initialRole,
  onRoleLost,
  children,
}: {
  initial: Business;
  initialRole: BusinessRole;
  onRoleLost: () => void;
  children: ReactNode;
}) {
  const client = useClient();
  const businessId = initial.id;
  const { data } = useQuery({
    queryKey: queryKeys.myBusiness(),
    queryFn: async () => (await getBusinessById(client, businessId)) ?? fail('business_not_found'),
    initialData: initial,
  });
  const roleQuery = useQuery({
    queryKey: queryKeys.businessRole(businessId),
    queryFn: () => getBusinessRole(client, businessId),
    initialData: initialRole,
    refetchInterval: (query) =>
      (query.state.data ?? initialRole) === 'owner' ? OWNER_ROLE_CHECK_MS : ROLE_CHECK_MS,
    refetchIntervalInBackground: true,
  });
  const role = roleQuery.data;
  const lost = roleQuery.isSuccess && role === null;
  useEffect(() => {
    if (lost) onRoleLost();
  }, [lost, onRoleLost]);
  const value = useMemo<MyBusinessValue | null>(
    () => (role ? { business: data, role } : null),
    [data, role],
  );
  if (!value) return null;
  return <MyBusinessContext.Provider value={value}>{children}</MyBusinessContext.Provider>;
}
