import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useClient } from '../api/client-context.tsx';
import { fail } from '../api/errors.ts';
import { queryKeys } from '../query/keys.ts';
import type { Business } from './business.ts';
import { getMyBusiness } from './get-my-business.ts';
import { MyBusinessContext, type MyBusinessValue } from './my-business-context.ts';

/**
 * The owner's business for every /admin page, in the query cache under queryKeys.myBusiness(): a
 * write that changes it updates or invalidates that key and every page shows the new row.
 */
export function MyBusinessProvider({
  initial,
  children,
}: {
  initial: Business;
  children: ReactNode;
}) {
  const client = useClient();
  const ownerId = initial.owner_id;
  const { data } = useQuery({
    queryKey: queryKeys.myBusiness(),
    queryFn: async () => (await getMyBusiness(client, ownerId)) ?? fail('business_not_found'),
    initialData: initial,
  });
  const value = useMemo<MyBusinessValue>(() => ({ business: data }), [data]);
  return <MyBusinessContext.Provider value={value}>{children}</MyBusinessContext.Provider>;
}
