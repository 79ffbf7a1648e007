import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useClient } from '../../lib/api/client-context.tsx';
import { errorText, throwIfError } from '../../lib/api/errors.ts';
import { MyBusinessContext } from '../../lib/business/my-business-context.ts';
import type { Business } from '../../lib/business/business.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { queryKeys } from '../../lib/query/keys.ts';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { getDeviceSession } from '../../features/devices/api/device-session.ts';
import { onSignedOut } from '../../features/auth/api/on-signed-out.ts';
import { KitchenDisplay } from './admin-kitchen.tsx';
import { OrdersBoard } from './admin-orders.tsx';

/** How often a device asks whether it is still paired: a removed one leaves within this. */
const CHECK_EVERY_MS = 2_000;

/**
 * /admin/device: what a paired tablet shows, and nothing else: the kitchen display or the board of
 * its business. It asks every 2 s whether it is still paired (which also keeps its last activity);
 * once removed it signs out and goes to the pairing page, which says so.
 */
export default function AdminDeviceRoute() {
  const { lang, t } = useI18n();
  const client = useClient();
  const navigate = useNavigate();
  const wasPaired = useRef(false);
  const session = useQuery({
    queryKey: queryKeys.deviceSession(),
    queryFn: () => getDeviceSession(client),
    refetchInterval: CHECK_EVERY_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
  const device = session.data;
  if (device) wasPaired.current = true;
  const businessId = device?.business_id;
  const business = useQuery({
    queryKey: queryKeys.business(businessId ?? 'none'),
    enabled: Boolean(businessId),
    queryFn: async () => {
      const { data, error } = await client
        .from('businesses')
        .select('*')
        .eq('id', businessId!)
        .single();
      throwIfError(error);
      return data as Business;
    },
  });

  const removed = session.isSuccess && device === null && wasPaired.current;
  useEffect(() => {
    if (!removed) return;
    // Its refresh token is already gone on the server; forget the session here too.
    void client.auth.signOut({ scope: 'local' }).finally(() => {
      void navigate('/admin/pair?removed=1', { replace: true });
    });
  }, [removed, client, navigate]);
  // A refused refresh (the server ended the session) is a removal too.
  useEffect(
    () =>
      onSignedOut(client, () => {
        if (wasPaired.current) void navigate('/admin/pair?removed=1', { replace: true });
      }),
    [client, navigate],
  );

  const value = useMemo(
    () =>
      business.data && device
        ? {
            // A device belongs to one branch: the row it reads is the branch its screen shows.
            business: business.data,
            branch: business.data,
            branches: [business.data],
            selectBranch: () => undefined,
            role: device.screen,
          }
        : null,
    [business.data, device],
  );
  if (session.isSuccess && device === null && !wasPaired.current) {
    return <Navigate to="/admin/pair?device=none" replace />;
  }
  if (session.isError && !device) {
    return <PageStatus tone="error">{t.common.error(errorText(session.error, lang))}</PageStatus>;
  }
  if (business.isError) {
    return <PageStatus tone="error">{t.common.error(errorText(business.error, lang))}</PageStatus>;
  }
  if (!device || !value) return <PageStatus busy>{t.guard.checking}</PageStatus>;
  return (
    <MyBusinessContext.Provider value={value}>
      <div data-device-screen={device.screen}>
        {device.screen === 'kitchen' ? (
          <KitchenDisplay device={device} />
        ) : (
          <OrdersBoard device={device} />
        )}
      </div>
    </MyBusinessContext.Provider>
  );
}
