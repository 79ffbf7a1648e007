import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { makeQrSvg, svgDataUrl } from '../../../lib/qr-codes.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog, DialogActions } from '../../../lib/ui/dialog.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import {
  createPairing,
  pairUrl,
  type DevicePairing,
  type DeviceScreen,
} from '../api/create-pairing.ts';
import './devices.css';

/** "9:42": what is left of a code's ten minutes. */
function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

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
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!open) {
      setPairing(null);
      setQr(null);
      setFailure(null);
      setName('');
    }
  }, [open]);
  useEffect(() => {
    if (!pairing) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [pairing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const made = await createPairing(client, businessId, name.trim(), screen);
      setQr(svgDataUrl(await makeQrSvg(pairUrl(window.location.origin, made.code))));
      setNow(Date.now());
      setPairing(made);
      // The list shows the device once the tablet has used the code; look again from now on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.devices(businessId) });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const expired = pairing ? Date.parse(pairing.expires_at) <= now : false;
  const address = `${window.location.host}/admin/pair`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={pairing ? t.devices.codeTitle(pairing.name) : t.devices.add}
      {...(pairing ? { describedBy: `${messageId}-steps` } : {})}
    >
      {pairing ? (
        <div className="device-code" data-expired={expired || undefined}>
          <p id={`${messageId}-steps`}>{t.devices.codeSteps(address)}</p>
          <p className="device-code__code" data-testid="pairing-code" dir="ltr">
            {pairing.code}
          </p>
          {qr && <img className="device-code__qr" src={qr} alt={t.devices.qrAlt} />}
          <p className={expired ? 'ui-error' : 'ui-muted'} role={expired ? 'alert' : undefined}>
            {expired
              ? t.devices.expired
              : `${t.devices.expiresIn(remaining(pairing.expires_at, now))} · ${t.devices.codeOnce}`}
          </p>
          <DialogActions>
            <Button variant="secondary" onClick={() => setPairing(null)}>
              {t.devices.newCode}
            </Button>
            <Button onClick={() => onOpenChange(false)}>{t.devices.done}</Button>
          </DialogActions>
        </div>
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
