import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { TableCardSheet } from '../../features/settings/components/table-card-sheet.tsx';
import { makeTableCodes, type TableCode } from '../../features/settings/lib/table-qr.ts';
import { getTableTokens } from '../../features/settings/api/get-table-tokens.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { CARDS_PER_PAGE, parseCardsPerPage } from '../../features/settings/lib/cards-per-page.ts';
import { errorText } from '../../lib/api/errors.ts';
import { Button } from '../../lib/ui/button.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import '../../features/menu/components/menu.css';
import { Field } from '../../lib/ui/field.tsx';

/** /admin/table-cards: every table's card, ready to print (print CSS, no server PDF). */
export default function AdminTableCardsRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business } = useMyBusiness();
  const client = useClient();
  const { lang, t } = useI18n();
  const s = t.tableCards;
  // The card shows the name in the screen's language, else the menu's primary one.
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);
  const [codes, setCodes] = useState<TableCode[] | { error: unknown } | null>(null);
  const labels = business.table_labels;
  // In the address, so a reload or a shared link prints the same layout.
  const [params, setParams] = useSearchParams();
  const perPage = parseCardsPerPage(params.get('perPage'));

  // The logo in the middle of each code when the owner asked for it on the profile page; a logo
  // that cannot be loaded leaves the plain codes rather than no cards.
  const qrLogo = business.logo_in_qr ? business.logo_url : null;
  useEffect(() => {
    let active = true;
    const origin = window.location.origin;
    // Each card's link carries its table's token: a card printed now keeps its own order budget.
    getTableTokens(client, business.id)
      .then((tokens) =>
        makeTableCodes(origin, business.slug, labels, tokens, qrLogo).catch(() =>
          makeTableCodes(origin, business.slug, labels, tokens),
        ),
      )
      .then(
        (made) => active && setCodes(made),
        (error: unknown) => active && setCodes({ error }),
      );
    return () => {
      active = false;
    };
  }, [client, business.id, business.slug, labels, qrLogo]);

  return (
    <div className="ui-page">
      <title>{`${s.sheetTitle} · ${name} · QR Menu`}</title>
      <div className="tc-screen-only ui-page">
        <Link to="/admin/dashboard">{s.back}</Link>
        <header className="ui-page__header">
          <h1>{s.sheetTitle}</h1>
          {labels.length > 0 && (
            <div className="tc-print-bar">
              <Field variant="compact" label={s.perPage}>
                {(control) => (
                  <select
                    {...control}
                    value={perPage}
                    onChange={(event) =>
                      setParams({ perPage: event.target.value }, { replace: true })
                    }
                  >
                    {CARDS_PER_PAGE.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button onClick={() => window.print()}>{s.print}</Button>
            </div>
          )}
        </header>
        <p className="ui-muted">{labels.length === 0 ? s.none : s.sheetLead}</p>
        {labels.length === 0 && <Link to="/admin/settings">{s.editTables}</Link>}
      </div>
      {codes === null ? (
        <PageStatus busy>{s.making}</PageStatus>
      ) : 'error' in codes ? (
        <PageStatus tone="error">{t.common.error(errorText(codes.error, lang))}</PageStatus>
      ) : (
        <TableCardSheet businessName={name} codes={codes} perPage={perPage} />
      )}
    </div>
  );
}
