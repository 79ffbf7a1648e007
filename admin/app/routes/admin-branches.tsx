import { useNavigate } from 'react-router-dom';
import { pickText } from '../../../shared/domain/i18n.ts';
import { AddBranchForm } from '../../features/branches/components/add-branch-form.tsx';
import { useAddBranch } from '../../features/branches/hooks/use-branches.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuUrlFor } from '../../lib/qr-codes.ts';
import { Button, buttonClass } from '../../lib/ui/button.tsx';
import '../../features/branches/components/branches.css';

/**
 * /admin/branches (the owner's): every branch with its menu link and WhatsApp number, the way to
 * its own settings and table cards (the same pages, with that branch made the current one), and
 * the form that adds a branch.
 */
export default function AdminBranchesRoute() {
  const { business, branch: current, branches, selectBranch } = useMyBusiness();
  const { lang, t } = useI18n();
  const text = t.branches;
  const navigate = useNavigate();
  const { primary } = menuLanguages(business);
  const nameOf = (row: { name: string; name_ar: string }) =>
    pickText(row.name, row.name_ar, lang, primary);
  const add = useAddBranch(business.id);
  const open = (branchId: string, path: string) => {
    selectBranch(branchId);
    void navigate(path);
  };

  return (
    <div className="ui-page">
      <title>{text.pageTitle(nameOf(business))}</title>
      <header className="ui-page__header">
        <h1>{text.title}</h1>
      </header>
      <p className="ui-muted">{text.lead}</p>
      <ul className="branch-list" aria-label={text.title}>
        {branches.map((row) => {
          const name = nameOf(row);
          const menuUrl = menuUrlFor(window.location.origin, row.slug);
          return (
            <li key={row.id} className="ui-panel branch-list__item" data-branch={row.slug}>
              <h2>
                <bdi>{name}</bdi>
              </h2>
              {(row.id === business.id || (row.id === current.id && branches.length > 1)) && (
                <p className="ui-muted branch-list__tags">
                  {[
                    row.id === business.id && text.main,
                    row.id === current.id && branches.length > 1 && text.current,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <dl>
                <dt>{text.slug}</dt>
                <dd>
                  <a
                    href={menuUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={text.openMenu(name)}
                  >
                    <bdi dir="ltr">{menuUrl}</bdi>
                  </a>
                </dd>
                <dt>{text.whatsapp}</dt>
                <dd>
                  <bdi dir="ltr">+{row.whatsapp}</bdi>
                </dd>
              </dl>
              <div className="branch-list__actions">
                <Button variant="secondary" onClick={() => open(row.id, '/admin/settings')}>
                  {text.settingsOf(name)}
                </Button>
                <Button variant="secondary" onClick={() => open(row.id, '/admin/table-cards')}>
                  {text.tableCardsOf(name)}
                </Button>
                <a className={buttonClass('link')} href={menuUrl} target="_blank" rel="noreferrer">
                  {text.openMenu(name)}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <AddBranchForm
        onAdd={(branch) => add.mutateAsync(branch)}
        refusal={add.error ? errorText(add.error, lang) : null}
      />
    </div>
  );
}
