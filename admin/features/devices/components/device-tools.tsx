import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BusinessRole } from '../../../lib/business/roles.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { buttonClass } from '../../../lib/ui/button.tsx';
import type { DeviceScreen } from '../api/create-pairing.ts';
import { mayManageDevices } from '../lib/may-manage-devices.ts';
import { AddDeviceButton } from './add-device-button.tsx';

/**
 * The end of the board's and the kitchen display's header. On a paired device: its name only (a
 * device may use nothing else). For people: their own links (children), and for the owner and
 * managers the devices list (on the board) and Add a device.
 */
export function DeviceTools({
  device,
  role,
  businessId,
  screen,
  children,
}: {
  device: { name: string } | undefined;
  role: BusinessRole;
  businessId: string;
  screen: DeviceScreen;
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (device) return <span className="device-badge">{t.devices.deviceBadge(device.name)}</span>;
  return (
    <>
      {children}
      {mayManageDevices(role) && (
        <>
          {screen === 'board' && (
            <Link className={buttonClass('secondary')} to="/admin/devices">
              {t.devices.link}
            </Link>
          )}
          <AddDeviceButton businessId={businessId} screen={screen} />
        </>
      )}
    </>
  );
}
