import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { listDevices } from '../api/list-devices.ts';
import { DevicesList } from './devices-list.tsx';

/** A business's paired devices for the superadmin: read only (removing one is the owner's). */
export function BusinessDevices({ businessId }: { businessId: string }) {
  const { lang, t } = useI18n();
  const client = useClient();
  const devices = useQuery({
    queryKey: queryKeys.devices(businessId),
    queryFn: () => listDevices(client, businessId),
  });
  return (
    <section className="ui-panel" aria-labelledby="business-devices-title" data-business-devices>
      <h2 id="business-devices-title">{t.devices.title}</h2>
      {devices.isError && (
        <p className="ui-error" role="alert">
          {t.devices.loadFailed} {errorText(devices.error, lang)}
        </p>
      )}
      {devices.data && <DevicesList devices={devices.data} busy={null} />}
    </section>
  );
}
