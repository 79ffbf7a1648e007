import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClient } from '../api/client-context.tsx';
import { fail } from '../api/errors.ts';
import { queryKeys } from '../query/keys.ts';
import type { Business } from './business.ts';
import {
  branchView,
  getBranches,
  pickBranch,
  readStoredBranch,
  sortBranches,
  storeBranch,
} from './branches.ts';
import { getBusinessById, getBusinessRole } from './get-my-business.ts';
import { MyBusinessContext, type MyBusinessValue } from './my-business-context.ts';
import type { BusinessRole } from './roles.ts';

/** How often the admin asks the database for a team member's role: a removed member leaves within it. */
export const ROLE_CHECK_MS = 3000;
/** The owner cannot be removed (only hand the business over, themselves): asked less often. */
export const OWNER_ROLE_CHECK_MS = 30_000;

/**
 * The user's business for every /admin page, in the query cache under queryKeys.myBusiness(): a
 * write that changes it updates or invalidates that key and every page shows the new row. Its
 * branches are under queryKeys.branches(main id); the current one is chosen in the header. The
 * role the database gives the user at the current branch is asked again every ROLE_CHECK_MS; when
 * it has none any more (removed from the team, a revoked device), onRoleLost runs.
 */
export function MyBusinessProvider({
  initial,
  initialRole,
  initialBranchId = initial.id,
  initialBranches,
  onRoleLost,
  children,
}: {
  initial: Business;
  initialRole: BusinessRole;
  /** The branch initialRole is the role at (a member limited to other branches: not the main). */
  initialBranchId?: string;
  /** The branches read with the business (the owner's), so the list needs no read of its own. */
  initialBranches?: Business[];
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
  const branchesQuery = useQuery({
    queryKey: queryKeys.branches(businessId),
    queryFn: () => getBranches(client, businessId),
    ...(initialBranches && { initialData: sortBranches(initialBranches, businessId) }),
  });
  const [chosen, setChosen] = useState(
    () => readStoredBranch(businessId) ?? (initialBranchId === businessId ? null : initialBranchId),
  );
  // The main row as the cache has it now (a save on the profile page shows at once).
  const branches = useMemo(
    () => (branchesQuery.data ?? [data]).map((row) => (row.id === data.id ? data : row)),
    [branchesQuery.data, data],
  );
  const current = pickBranch(branches, chosen, businessId) ?? data;
  const roleQuery = useQuery({
    queryKey: queryKeys.businessRole(current.id),
    queryFn: () => getBusinessRole(client, current.id),
    ...(current.id === initialBranchId && { initialData: initialRole }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data ?? initialRole) === 'owner' ? OWNER_ROLE_CHECK_MS : ROLE_CHECK_MS,
    refetchIntervalInBackground: true,
  });
  const role = roleQuery.data;
  const none = roleQuery.isSuccess && !roleQuery.isPlaceholderData && role === null;
  // No role at a branch chosen earlier (the owner limited the member since): back to the branch
  // the role was found at; no role there either is a removal.
  const lost = none && current.id === initialBranchId;
  useEffect(() => {
    if (lost) onRoleLost();
    else if (none) setChosen(initialBranchId);
  }, [lost, none, onRoleLost, initialBranchId]);
  const selectBranch = useCallback(
    (branchId: string) => {
      storeBranch(businessId, branchId);
      setChosen(branchId);
    },
    [businessId],
  );
  const branch = useMemo(() => branchView(current, data), [current, data]);
  const value = useMemo<MyBusinessValue | null>(
    () => (role ? { business: data, role, branch, branches, selectBranch } : null),
    [data, role, branch, branches, selectBranch],
  );
  // A branch chosen earlier in this browser: no page renders the main branch's data before the
  // branches are read (a form would keep it).
  const waiting = chosen !== null && chosen !== businessId && branchesQuery.isPending;
  if (!value || waiting) return null;
  return <MyBusinessContext.Provider value={value}>{children}</MyBusinessContext.Provider>;
}

/**
 * After a write that returns a businesses row (settings, profile, banner): the row replaces its
 * copy in the cache, the main row's under myBusiness and any branch's in the branch list, so every
 * /admin page shows it at once.
 */
export function rememberBusinessRow(queryClient: QueryClient, row: Business): void {
  const main = queryClient.getQueryData<Business>(queryKeys.myBusiness());
  if (!main || main.id === row.id) queryClient.setQueryData(queryKeys.myBusiness(), row);
  const mainId = row.parent_id ?? row.id;
  queryClient.setQueryData<Business[]>(queryKeys.branches(mainId), (list) =>
    list?.map((each) => (each.id === row.id ? row : each)),
  );
}
