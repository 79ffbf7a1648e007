import { useQuery } from '@tanstack/react-query';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { getBranchItems } from '../api/branch-items.ts';
import {
  stateOf,
  useBranchItemLine,
  type BranchItemLineProps,
  type State,
} from '../hooks/use-branch-item-line.ts';
import './branches.css';

/**
 * The menu editor's "At each branch" part of a dish (shown with 2 or more branches): for every
 * branch, available / sold out / hidden there and an optional price of its own. Each line is
 * saved on its own, at once; an empty price is the menu's.
 */
export function BranchItemSettings({
  itemId,
  branches,
  primary,
}: {
  itemId: string;
  branches: readonly Business[];
  primary: Lang;
}) {
  const client = useClient();
  const { lang, t } = useI18n();
  const key = [...queryKeys.items(branches[0]?.id ?? ''), 'branches', itemId] as const;
  const rows = useQuery({ queryKey: key, queryFn: () => getBranchItems(client, itemId) });
  if (branches.length < 2) return null;
  return (
    <section className="branch-items" aria-labelledby={`branch-items-${itemId}`}>
      <h3 id={`branch-items-${itemId}`}>{t.branches.perBranch}</h3>
      <p className="ui-muted">{t.branches.perBranchLead}</p>
      {rows.isError && <p className="ui-error">{errorText(rows.error, lang)}</p>}
      {rows.data &&
        branches.map((branch) => (
          <BranchItemLine
            key={branch.id}
            itemId={itemId}
            branchName={pickText(branch.name, branch.name_ar, lang, primary)}
            branchId={branch.id}
            row={rows.data.find((row) => row.branch_id === branch.id)}
            queryKey={key}
          />
        ))}
    </section>
  );
}

function BranchItemLine({ itemId, branchId, branchName, row, queryKey }: BranchItemLineProps) {
  const { t } = useI18n();
  const text = t.branches;
  const { price, setPrice, priceError, save, setState, savePrice } = useBranchItemLine({
    itemId,
    branchId,
    branchName,
    row,
    queryKey,
  });
  const stateId = `branch-state-${branchId}`;
  const priceId = `branch-price-${branchId}`;
  return (
    <div className="branch-items__line" data-branch-line={branchId}>
      <p className="branch-items__name">
        <bdi>{branchName}</bdi>
      </p>
      <label className="visually-hidden" htmlFor={stateId}>
        {text.state(branchName)}
      </label>
      <select
        id={stateId}
        value={stateOf(row)}
        disabled={save.isPending}
        onChange={(event) => setState(event.target.value as State)}
      >
        <option value="available">{text.available}</option>
        <option value="sold_out">{text.soldOut}</option>
        <option value="hidden">{text.hidden}</option>
      </select>
      <label className="visually-hidden" htmlFor={priceId}>
        {text.price(branchName)}
      </label>
      <input
        id={priceId}
        inputMode="decimal"
        dir="ltr"
        placeholder={text.pricePlaceholder}
        value={price}
        aria-invalid={priceError ? true : undefined}
        aria-describedby={priceError ? `${priceId}-error` : undefined}
        onChange={(event) => setPrice(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            savePrice();
          }
        }}
      />
      <Button variant="secondary" disabled={save.isPending} onClick={savePrice}>
        {t.common.save}
      </Button>
      {priceError && (
        <p id={`${priceId}-error`} className="ui-error branch-items__error">
          {priceError}
        </p>
      )}
    </div>
  );
}
