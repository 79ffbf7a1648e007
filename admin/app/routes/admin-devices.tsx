import { useState } from 'react';
import { toast } from 'sonner';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { errorText } from '../../lib/api/errors.ts';
import { Button } from '../../lib/ui/button.tsx';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { AddDeviceDialog } from '../../features/devices/components/add-device-dialog.tsx';
import { DevicesList } from '../../features/devices/components/devices-list.tsx';
import { useDevices } from '../../features/devices/hooks/use-devices.ts';
import type { DeviceRow } from '../../features/devices/api/list-devices.ts';

/** /admin/devices: the tablets paired with the business, their last activity, Add and Remove. */
export default function AdminDevicesRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business } = useMyBusiness();
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const { devices, revoke } = useDevices(business.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<DeviceRow | null>(null);

  return (
    <div className="ui-page">
      <title>{t.devices.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.devices.title}</h1>
        <Button onClick={() => setAdding(true)}>{t.devices.add}</Button>
      </header>
      <p className="ui-muted">{t.devices.lead}</p>
      {devices.isError && (
        <p className="ui-error" role="alert">
          {t.devices.loadFailed} {errorText(devices.error, lang)}{' '}
          <Button variant="link" onClick={() => void devices.refetch()}>
            {t.common.retry}
          </Button>
        </p>
      )}
      {devices.data && (
        <DevicesList
          devices={devices.data}
          busy={revoke.isPending ? (revoke.variables ?? null) : null}
          onRemove={setRemoving}
        />
      )}
      <AddDeviceDialog businessId={business.id} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        message={removing ? t.devices.removeTitle(removing.name) : null}
        details={t.devices.removeBody}
        confirmLabel={t.devices.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await revoke.mutateAsync(removing.id);
            toast.success(t.devices.removedToast(removing.name));
          } catch (error) {
            toast.error(errorText(error, lang));
          }
        }}
      />
    </div>
  );
}
