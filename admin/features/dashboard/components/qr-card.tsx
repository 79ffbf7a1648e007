import { svgDataUrl } from '../../../lib/qr-codes.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './qr-card.css';
import { Button, buttonClass } from '../../../lib/ui/button.tsx';

export interface QrCardProps {
  businessName: string;
  slug: string;
  menuUrl: string;
  pngDataUrl: string;
  svg: string;
  onPrint: () => void;
}

/** The menu's QR code: downloads, the printable A6 table card and the open-menu link. */
export function QrCard({ businessName, slug, menuUrl, pngDataUrl, svg, onPrint }: QrCardProps) {
  const { t } = useI18n();
  return (
    <section className="qr-card ui-card" aria-labelledby="qr-card-title">
      <h2 id="qr-card-title">{t.dashboard.qrHeading}</h2>
      <p className="qr-card__lead">
        {t.dashboard.qrLead}{' '}
        <a href={menuUrl} dir="ltr">
          {menuUrl}
        </a>
      </p>
      <div className="qr-card__layout">
        {/* The table card doubles as the on-screen preview and the only thing printed. */}
        <div className="qr-table-card" data-testid="qr-table-card">
          <p className="qr-table-card__name">{businessName}</p>
          <img
            className="qr-table-card__code"
            src={svgDataUrl(svg)}
            alt={t.dashboard.qrAlt(menuUrl)}
            width={220}
            height={220}
          />
          <p className="qr-table-card__cta">{t.dashboard.qrCta}</p>
          <p className="qr-table-card__url" dir="ltr">
            {menuUrl}
          </p>
        </div>
        <div className="qr-card__actions">
          <a className={buttonClass()} href={pngDataUrl} download={`${slug}-menu-qr.png`}>
            {t.dashboard.downloadPng}
          </a>
          <a
            className={buttonClass('secondary')}
            href={svgDataUrl(svg)}
            download={`${slug}-menu-qr.svg`}
          >
            {t.dashboard.downloadSvg}
          </a>
          <Button variant="secondary" onClick={onPrint}>
            {t.dashboard.print}
          </Button>
          <a
            className={buttonClass('secondary')}
            href={menuUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.dashboard.openMenu}
          </a>
        </div>
      </div>
    </section>
  );
}
