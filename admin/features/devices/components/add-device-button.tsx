import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { DeviceScreen } from '../api/create-pairing.ts';
import { AddDeviceDialog } from './add-device-dialog.tsx';

/** "Add a device" on the board and the kitchen display, with its dialog. */
export function AddDeviceButton({
  businessId,
  screen,
}: {
  businessId: string;
  screen: DeviceScreen;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.devices.add}
      </Button>
      <AddDeviceDialog
        businessId={businessId}
        open={open}
        onOpenChange={setOpen}
        defaultScreen={screen}
      />
    </>
  );
}
