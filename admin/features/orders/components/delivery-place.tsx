import { useEffect, useState } from 'react';
import { isMapsLink } from '../../../../shared/domain/order-message.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface DeliveryPlaceProps {
  address: string | null;
  /** The customer's shared location as place_order recorded it (a maps link), or null. */
  location: string | null;
}

type CopyState = 'idle' | 'copied' | 'failed';

// navigator.clipboard exists only on a secure page; a board opened over plain http on the
// cafe's network still copies through a selected, hidden text area.
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

/**
 * Where a delivery goes, for the driver: the address with a one-tap copy (and a word that it was
 * copied), and the shared location as a link that opens the map.
 */
export function DeliveryPlace({ address, location }: DeliveryPlaceProps) {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);
  if (!address && !location) return null;
  return (
    <div className="delivery-place">
      {address && (
        <div className="delivery-place__address">
          <span className="delivery-place__label">{t.board.address}</span>
          <span dir="auto" data-address="">
            {address}
          </span>
          <Button
            variant="secondary"
            onClick={() => {
              copyText(address).then(
                () => setCopy('copied'),
                () => setCopy('failed'),
              );
            }}
          >
            {t.board.copyAddress}
          </Button>
          <span role="status" className="delivery-place__copied" data-copy={copy}>
            {copy === 'copied'
              ? t.board.addressCopied
              : copy === 'failed'
                ? t.board.copyFailed
                : ''}
          </span>
        </div>
      )}
      {location && (
        <div className="delivery-place__location">
          <span className="delivery-place__label">{t.board.location}</span>
          {isMapsLink(location) ? (
            <a href={location} target="_blank" rel="noopener noreferrer" data-map-link="">
              {t.board.openMap}
            </a>
          ) : (
            <span dir="ltr">{location}</span>
          )}
        </div>
      )}
    </div>
  );
}
