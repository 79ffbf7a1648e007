import type { ReactNode } from 'react';
import { PageStatus } from '../../../lib/ui/page-status.tsx';
import { INSIGHT_RANGES, type InsightRange } from '../../../../shared/domain/insights.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './insights.css';
import { Button } from '../../../lib/ui/button.tsx';
import {
  BranchScopeField,
  type BranchScopeFieldProps,
} from '../../../lib/business/branch-scope-field.tsx';

export interface InsightsPanelProps {
  days: InsightRange;
  onDaysChange: (days: InsightRange) => void;
  /** Set while the figures load; the previous ones stay on screen. */
  loading?: boolean;
  error?: string | undefined;
  onRetry?: () => void;
  /** The figures (InsightsView), or nothing before the first answer. */
  children?: ReactNode;
  /** With several branches (owner and managers): this branch's figures or all branches'. */
  scope?: BranchScopeFieldProps | undefined;
}

/** The dashboard's "Insights" section: the period switch, then the figures or what went wrong. */
export function InsightsPanel({
  days,
  onDaysChange,
  loading = false,
  error,
  onRetry,
  children,
  scope,
}: InsightsPanelProps) {
  const { t } = useI18n();
  const text = t.insights;
  return (
    <section className="insights-panel" aria-labelledby="insights-heading" aria-busy={loading}>
      <header className="insights-panel__header">
        <div>
          <h2 id="insights-heading">{text.heading}</h2>
          <p>{text.lead}</p>
        </div>
        {scope && <BranchScopeField {...scope} />}
        <div className="insights-panel__range" role="group" aria-label={text.range}>
          {INSIGHT_RANGES.map((n) => (
            <Button
              key={n}
              variant="secondary"
              aria-pressed={n === days}
              onClick={() => onDaysChange(n)}
            >
              {text.lastDays(n)}
            </Button>
          ))}
        </div>
      </header>
      {error && (
        <PageStatus
          tone="error"
          {...(onRetry ? { action: { label: t.common.retry, onClick: onRetry } } : {})}
        >
          {text.loadFailed(error)}
        </PageStatus>
      )}
      {!children && !error && <PageStatus busy>{text.loading}</PageStatus>}
      {children}
    </section>
  );
}
