import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import type { DeviceRow } from '../api/list-devices.ts';
import './devices.css';

function when(at: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Muscat',
  }).format(new Date(at));
}

/** Every device of the business: its name, screen, last activity, and Remove while it is active. */
export function DevicesList({
  devices,
  busy,
  onRemove,
}: {
  devices: DeviceRow[];
  /** The device being removed: its button waits. */
  busy: string | null;
  /** Without it the list is read-only (the superadmin's view). */
  onRemove?: ((device: DeviceRow) => void) | undefined;
}) {
  const { lang, t } = useI18n();
  if (devices.length === 0) return <p className="ui-muted">{t.devices.none}</p>;
  return (
    <ul className="devices-list">
      {devices.map((device) => (
        <li
          key={device.id}
          className="devices-list__item"
          data-device-name={device.name}
          data-revoked={device.revoked_at ? true : undefined}
        >
          <div>
            <div className="devices-list__name">{device.name}</div>
            <dl className="devices-list__facts">
              <div>
                <dt>{t.devices.columns.screen}</dt>
                <dd>{t.devices.screen[device.screen]}</dd>
              </div>
              <div>
                <dt>{t.devices.columns.lastSeen}</dt>
                <dd>
                  {device.last_seen_at ? (
                    <time dateTime={device.last_seen_at} dir="auto">
                      {when(device.last_seen_at, lang)}
                    </time>
                  ) : (
                    t.devices.never
                  )}
                </dd>
              </div>
              <div>
                <dt>{t.devices.columns.status}</dt>
                <dd>{device.revoked_at ? t.devices.removed : t.devices.active}</dd>
              </div>
            </dl>
          </div>
          {!device.revoked_at && onRemove && (
            <Button
              variant="danger"
              aria-label={t.devices.removeLabel(device.name)}
              busy={busy === device.id}
              onClick={() => onRemove(device)}
            >
              {t.devices.remove}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
