import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { makeQrSvg, svgDataUrl } from '../../../lib/qr-codes.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import {
  createPairing,
  pairUrl,
  type DevicePairing,
  type DeviceScreen,
} from '../api/create-pairing.ts';
import { PairingCode } from './pairing-code.tsx';
import './devices.css';

/**
 * "Add a device": the owner or a manager names the tablet and picks its screen, then sees the
 * code and its QR code (the pairing page with the code in it) for ten minutes.
 */
export function AddDeviceDialog({
  businessId,
  open,
  onOpenChange,
  defaultScreen = 'kitchen',
}: {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultScreen?: DeviceScreen;
}) {
  const { lang, t } = useI18n();
  const client = useClient();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [name, setName] = useState('');
  const [screen, setScreen] = useState<DeviceScreen>(defaultScreen);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [pairing, setPairing] = useState<DevicePairing | null>(null);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setPairing(null);
      setQr(null);
      setFailure(null);
      setName('');
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const made = await createPairing(client, businessId, name.trim(), screen);
      setQr(svgDataUrl(await makeQrSvg(pairUrl(window.location.origin, made.code))));
      setPairing(made);
      // The list shows the device once the tablet has used the code; look again from now on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.devices(businessId) });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={pairing ? t.devices.codeTitle(pairing.name) : t.devices.add}
      {...(pairing ? { describedBy: `${messageId}-steps` } : {})}
    >
      {pairing ? (
        <PairingCode
          pairing={pairing}
          qr={qr}
          stepsId={`${messageId}-steps`}
          onNewCode={() => setPairing(null)}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t.devices.nameLabel} required>
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={60}
                placeholder={t.devices.namePlaceholder}
                onChange={(event) => setName(event.target.value)}
                required
              />
            )}
          </Field>
          <fieldset className="device-screens">
            <legend>{t.devices.screenLabel}</legend>
            {(['kitchen', 'board'] as const).map((option) => (
              <label key={option} className="device-screens__option">
                <input
                  type="radio"
                  name="screen"
                  value={option}
                  checked={screen === option}
                  onChange={() => setScreen(option)}
                />
                {t.devices.screen[option]}
              </label>
            ))}
          </fieldset>
          <FormDialogFooter
            message={failure ? errorText(failure, lang) : null}
            messageId={messageId}
            saving={saving}
            submitLabel={t.devices.makeCode}
          />
        </form>
      )}
    </Dialog>
  );
}
