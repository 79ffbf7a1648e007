import { useI18n } from '../i18n/language-context.ts';
import { Field } from '../ui/field.tsx';
import type { BranchScope } from './branches.ts';

export interface BranchScopeFieldProps {
  value: BranchScope;
  /** The current branch's name, the first choice. */
  branch: string;
  onChange: (scope: BranchScope) => void;
}

/**
 * The current branch or all branches, for the owner and managers of a business with two or more
 * (the day report, the insights). The database answers all branches with the main business's id
 * and whole_business, and refuses a manager limited to some branches.
 */
export function BranchScopeField({ value, branch, onChange }: BranchScopeFieldProps) {
  const { t } = useI18n();
  return (
    <Field variant="compact" label={t.branches.scope}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value === 'all' ? 'all' : 'branch')}
        >
          <option value="branch">{branch}</option>
          <option value="all">{t.branches.allBranches}</option>
        </select>
      )}
    </Field>
  );
}
