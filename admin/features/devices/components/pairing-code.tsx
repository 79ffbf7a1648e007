import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { DialogActions } from '../../../lib/ui/dialog.tsx';
import type { DevicePairing } from '../api/create-pairing.ts';
import './devices.css';

/** "9:42": what is left of a code's ten minutes. */
function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The code and its QR code, counting down its ten minutes; greyed out once expired. */
export function PairingCode({
  pairing,
  qr,
  stepsId,
  onNewCode,
  onDone,
}: {
  pairing: DevicePairing;
  /** The QR code as an image address. */
  qr: string | null;
  stepsId: string;
  onNewCode: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const expired = Date.parse(pairing.expires_at) <= now;
  const address = `${window.location.host}/admin/pair`;
  return (
    <div className="device-code" data-expired={expired || undefined}>
      <p id={stepsId}>{t.devices.codeSteps(address)}</p>
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
        <Button variant="secondary" onClick={onNewCode}>
          {t.devices.newCode}
        </Button>
        <Button onClick={onDone}>{t.devices.done}</Button>
      </DialogActions>
    </div>
  );
}
