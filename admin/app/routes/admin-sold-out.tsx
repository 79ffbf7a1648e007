import { toast } from 'sonner';
import { pickText } from '../../../shared/domain/i18n.ts';
import { SoldOutList } from '../../features/menu/components/sold-out-list.tsx';
import { useSoldOutPage } from '../../features/menu/hooks/use-sold-out-page.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { Button } from '../../lib/ui/button.tsx';

/**
 * /admin/sold-out: the cashier's one change to the menu, marking dishes sold out and available
 * again (the owner and managers do it on the menu's cards). The database lets a cashier make no
 * other change to menu_items.
 */
export default function AdminSoldOutRoute() {
  // The menu is the business's; with branches, its dishes as the current branch shows them.
  const { business, branch, branches } = useMyBusiness();
  const { lang, t } = useI18n();
  const text = t.soldOut;
  const { primary } = menuLanguages(business);
  const name = pickText(branch.name, branch.name_ar, lang, primary);
  const { items, mark } = useSoldOutPage(business.id, branches.length > 1 ? branch.id : null);

  return (
    <div className="ui-page">
      <title>{text.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{text.title}</h1>
      </header>
      <p className="ui-muted">{text.lead}</p>
      {items.isError && (
        <p className="ui-error" role="alert">
          {text.loadFailed} {errorText(items.error, lang)}{' '}
          <Button variant="link" onClick={() => void items.refetch()}>
            {t.common.retry}
          </Button>
        </p>
      )}
      {items.data?.length === 0 && <p>{text.empty}</p>}
      {items.data && items.data.length > 0 && (
        <SoldOutList
          rows={items.data}
          primary={primary}
          busy={mark.isPending ? (mark.variables?.id ?? null) : null}
          onMark={(row, soldOut, untilNextOpening) =>
            mark.mutate(
              { id: row.id, soldOut, untilNextOpening },
              {
                onError: (error) =>
                  toast.error(
                    `${text.saveFailed(pickText(row.name, row.name_ar, lang, primary))} ${errorText(error, lang)}`,
                  ),
              },
            )
          }
        />
      )}
    </div>
  );
}
