import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome.tsx';
import { EmbedSnippet } from '../../features/dashboard/components/embed-snippet.tsx';
import { QrCard } from '../../features/dashboard/components/qr-card.tsx';
import { embedSnippetFor, makeQrCodes, menuUrlFor, type QrCodes } from '../../lib/qr-codes.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useLogout } from '../layouts/use-logout.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import { logoDataUrl, makeQrCodesWithLogo } from '../../lib/qr-logo.ts';
import { DashboardInsights } from './dashboard-insights.tsx';
import { DashboardTableCodes } from './dashboard-table-codes.tsx';
import '../../features/dashboard/components/dashboard.css';
import '../../features/profile/components/profile.css';

/** /admin/dashboard: welcome, the menu's insights, its QR codes and the embed snippet. */
export default function AdminDashboardRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business } = useMyBusiness();
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const { logout, loggingOut } = useLogout();
  const origin = window.location.origin;
  const menuUrl = menuUrlFor(origin, business.slug);
  const snippet = embedSnippetFor(origin, business.slug);
  const [codes, setCodes] = useState<QrCodes | { error: unknown } | null>(null);

  // The logo in the middle of the code when the owner asked for it on the profile page.
  const qrLogo = business.logo_in_qr ? business.logo_url : null;
  useEffect(() => {
    let active = true;
    const make = qrLogo
      ? logoDataUrl(qrLogo)
          .then((logo) => makeQrCodesWithLogo(menuUrl, logo))
          .catch(() => makeQrCodes(menuUrl))
      : makeQrCodes(menuUrl);
    make.then(
      (made) => active && setCodes(made),
      (error: unknown) => active && setCodes({ error }),
    );
    return () => {
      active = false;
    };
  }, [menuUrl, qrLogo]);

  async function copySnippet() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(t.dashboard.copied);
    } catch {
      toast.error(t.dashboard.copyFailed);
    }
  }

  return (
    <div className="dashboard">
      <title>{t.dashboard.title(name)}</title>
      <DashboardWelcome
        businessName={name}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
      />
      <DashboardInsights />
      {codes === null ? (
        <PageStatus busy>{t.dashboard.makingQr}</PageStatus>
      ) : 'error' in codes ? (
        <PageStatus tone="error">{t.common.error(errorText(codes.error, lang))}</PageStatus>
      ) : (
        <QrCard
          businessName={name}
          slug={business.slug}
          menuUrl={menuUrl}
          pngDataUrl={codes.pngDataUrl}
          svg={codes.svg}
          onPrint={() => window.print()}
        />
      )}
      <DashboardTableCodes />
      <EmbedSnippet snippet={snippet} onCopy={() => void copySnippet()} />
    </div>
  );
}
