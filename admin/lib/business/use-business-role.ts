import { useQuery } from '@tanstack/react-query';
import { useClient } from '../api/client-context.tsx';
import { throwIfError } from '../api/errors.ts';
import { queryKeys } from '../query/keys.ts';

/**
 * What the signed-in user is to the business (public.business_role): 'owner', 'manager',
 * 'cashier', 'kitchen', 'board', or null; undefined while it loads. Screens use it only to hide
 * what a role cannot use; the database refuses it anyway.
 */
export function useBusinessRole(businessId: string): string | null | undefined {
  const client = useClient();
  const role = useQuery({
    queryKey: [...queryKeys.business(businessId), 'role'] as const,
    queryFn: async () => {
      const { data, error } = await client.rpc('business_role', { business_id: businessId });
      throwIfError(error);
      return (data as string | null) ?? null;
    },
    staleTime: 60_000,
  });
  return role.data;
}
