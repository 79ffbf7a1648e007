import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { PageStatus } from '../../../lib/ui/page-status.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useSpecialPeriods } from '../hooks/use-special-periods.ts';
import { SpecialPeriodsPanel, type SpecialPeriodsPanelProps } from './special-periods-panel.tsx';

/**
 * A business's special periods once both its periods and its categories are read; a first read
 * that failed is said with a Retry.
 */
export function PeriodsSection(
  props: { businessId: string; usualHours: unknown; primary: Lang } & Pick<
    SpecialPeriodsPanelProps,
    'onSave' | 'onDelete' | 'saveError'
  >,
): ReactNode {
  const { t, lang } = useI18n();
  const { businessId, ...panel } = props;
  const { periods, categories } = useSpecialPeriods(businessId);
  const failed = periods.error ?? categories.error;
  if (failed && (!periods.data || !categories.data)) {
    const retry = () => {
      void periods.refetch();
      void categories.refetch();
    };
    return (
      <PageStatus tone="error" action={{ label: t.common.retry, onClick: retry }}>
        {t.common.error(errorText(failed, lang))}
      </PageStatus>
    );
  }
  if (!periods.data || !categories.data) return null;
  return <SpecialPeriodsPanel periods={periods.data} categories={categories.data} {...panel} />;
}
