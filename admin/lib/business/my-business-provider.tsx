import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api/errors.ts';
import { adminText } from '../i18n/admin-text.ts';
import type { Business } from './business.ts';
import { getMyBusiness } from './get-my-business.ts';
import { MyBusinessContext, type MyBusinessValue } from './my-business-context.ts';

export function MyBusinessProvider({
  initial,
  children,
}: {
  initial: Business;
  children: ReactNode;
}) {
  const [business, setBusiness] = useState(initial);
  const ownerId = initial.owner_id;
  const reload = useCallback(async () => {
    try {
      const next = await getMyBusiness(ownerId);
      if (next) setBusiness(next);
      else toast.error(adminText().banner.businessNotFound);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, [ownerId]);
  const value = useMemo<MyBusinessValue>(() => ({ business, reload }), [business, reload]);
  return <MyBusinessContext.Provider value={value}>{children}</MyBusinessContext.Provider>;
}
