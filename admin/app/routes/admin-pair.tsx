import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from '../../lib/api/client-context.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
import { queryKeys } from '../../lib/query/keys.ts';
import { Button } from '../../lib/ui/button.tsx';
import { Field } from '../../lib/ui/field.tsx';
import { pairDevice } from '../../features/devices/api/pair-device.ts';
import '../../features/devices/components/devices.css';

/**
 * /admin/pair: where a tablet becomes a device of a business. The code is typed, or comes in the
 * address from the QR code (then it pairs at once). ?removed=1 says the business removed it.
 */
export default function AdminPairRoute() {
  const { t } = useI18n();
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const scanned = useRef(false);
  const removed = params.get('removed') === '1';
  const notDevice = params.get('device') === 'none';

  async function pair(value: string) {
    setBusy(true);
    setProblem(null);
    const outcome = await pairDevice(client, value.trim());
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.error);
      return;
    }
    queryClient.removeQueries();
    queryClient.setQueryData(queryKeys.deviceSession(), outcome.device);
    await navigate('/admin/device', { replace: true });
  }

  useEffect(() => {
    // A scanned QR code carries the code: pair once, without a tap.
    const fromQr = params.get('code');
    if (fromQr && !scanned.current) {
      scanned.current = true;
      void pair(fromQr);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void pair(code);
  }

  const message = problem === null ? null : (t.devices.pairErrors[problem] ?? t.devices.pairFailed);
  return (
    <main className="device-pair">
      <title>{t.devices.pairPageTitle}</title>
      <p>
        <LanguageSwitch />
      </p>
      <h1>{t.devices.pairTitle}</h1>
      {removed && (
        <p className="board-warning" role="alert">
          {t.devices.wasRemoved}
        </p>
      )}
      {notDevice && !removed && <p className="ui-muted">{t.devices.notADevice}</p>}
      <p className="ui-muted">{t.devices.pairLead}</p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t.devices.codeLabel}
          hint={t.devices.codeHint}
          error={message}
          announce
          id={`${id}-code`}
        >
          {(control) => (
            <input
              {...control}
              name="code"
              dir="ltr"
              value={code}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" busy={busy} busyLabel={t.devices.pairing} disabled={!code.trim()}>
          {t.devices.pair}
        </Button>
      </form>
    </main>
  );
}
