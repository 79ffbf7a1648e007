import type { BusinessSummary } from '../lib/types.ts';
import { BusinessCard } from './business-card.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './superadmin.css';

export interface BusinessCardGridProps {
  businesses: BusinessSummary[];
  /** Shown instead of the grid when there is nothing to list (e.g. a search with no match). */
  emptyText: string;
}

export function BusinessCardGrid({ businesses, emptyText }: BusinessCardGridProps) {
  const { t } = useI18n();
  if (businesses.length === 0) return <p className="sa-empty">{emptyText}</p>;
  return (
    <ul className="sa-grid" aria-label={t.superadmin.businessesLabel}>
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
