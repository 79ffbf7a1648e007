import { pickText } from '../../../../shared/domain/i18n.ts';
import type { Business } from '../../../lib/business/business.ts';
import { menuLanguages } from '../../../lib/i18n/business-texts.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './branches.css';

/**
 * The admin header's branch switcher: which branch the per-branch pages (board, kitchen, history,
 * report, table cards, hours, order settings, sold out) work on. Nothing with a single branch.
 */
export function BranchSwitcher({
  main,
  branches,
  currentId,
  onSelect,
}: {
  main: Business;
  branches: readonly Business[];
  currentId: string;
  onSelect: (branchId: string) => void;
}) {
  const { lang, t } = useI18n();
  if (branches.length < 2) return null;
  const { primary } = menuLanguages(main);
  return (
    <div className="branch-switcher">
      <label htmlFor="branch-switcher">{t.branches.switcher}</label>
      <select
        id="branch-switcher"
        value={currentId}
        onChange={(event) => onSelect(event.target.value)}
      >
        {branches.map((row) => (
          <option key={row.id} value={row.id}>
            {pickText(row.name, row.name_ar, lang, primary)}
          </option>
        ))}
      </select>
    </div>
  );
}
