import { normalizeWhatsapp, waMeLink } from '../../../../shared/domain/whatsapp.ts';
import { buttonClass } from '../../../lib/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';

/** The wa.me link orders will open for the number as typed, and a test message to it. */
export function WhatsappPreview({ number, displayName }: { number: string; displayName: string }) {
  const p = useI18n().t.profile;
  const whatsapp = normalizeWhatsapp(number);
  return (
    <div className="profile-wa" aria-live="polite">
      {whatsapp.ok ? (
        <>
          <p>
            {p.ordersGoTo}{' '}
            <bdi className="profile-wa__link" data-testid="wa-link">
              {waMeLink(whatsapp.digits)}
            </bdi>
          </p>
          <a
            className={buttonClass('secondary')}
            href={waMeLink(whatsapp.digits, p.testText(displayName))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {p.testMessage}
          </a>
        </>
      ) : (
        <p className="ui-muted">{p.fixNumber}</p>
      )}
    </div>
  );
}
