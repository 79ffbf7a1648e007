import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { listDevices } from '../api/list-devices.ts';
import { revokeDevice } from '../api/revoke-device.ts';

/** The business's devices, looked at again every 30 s so last activity stays current. */
export function useDevices(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: queryKeys.devices(businessId),
    queryFn: () => listDevices(client, businessId),
    refetchInterval: 30_000,
  });
  const revoke = useMutation({
    mutationFn: (deviceId: string) => revokeDevice(client, deviceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.devices(businessId) }),
  });
  return { devices, revoke };
}
