import { useState } from 'react';
import { toast } from 'sonner';
import type { SpecialPeriodRow } from '../../features/settings/api/get-special-periods.ts';
import type { PeriodToSave } from '../../features/settings/lib/period-schema.ts';
import { OrderSettingsForm } from '../../features/settings/components/order-settings-form.tsx';
import { PeriodsSection } from '../../features/settings/components/periods-section.tsx';
import { useSaveSettings } from '../../features/settings/hooks/use-save-settings.ts';
import { useSpecialPeriodWrites } from '../../features/settings/hooks/use-special-periods.ts';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { runsBusiness } from '../../lib/business/roles.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import '../../features/menu/components/menu.css';

/** /admin/settings: order types, tables, delivery, opening hours and the closed switch. */
export default function AdminSettingsRoute() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business, business: main, role } = useMyBusiness();
  // The floor staff read the settings; only who runs the business is offered to save them.
  const canSave = runsBusiness(role);
  const { lang, t } = useI18n();
  const { primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);
  const settings = useSaveSettings(business.id, main.id);
  const periods = useSpecialPeriodWrites(business.id);
  const [deleting, setDeleting] = useState<SpecialPeriodRow | null>(null);

  return (
    <div className="ui-page">
      <title>{t.settings.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.settings.title}</h1>
      </header>
      <p className="ui-muted">{t.settings.lead}</p>
      <OrderSettingsForm
        initial={business}
        {...(canSave && { onSave: settings.mutateAsync })}
        saveError={settings.error}
        onInvalid={(message) => toast.error(message)}
      />
      <PeriodsSection
        businessId={business.id}
        usualHours={business.opening_hours}
        primary={primary}
        {...(canSave && {
          onSave: (id: string | null, period: PeriodToSave) =>
            periods.save.mutateAsync({ id, period }),
          onDelete: (period: SpecialPeriodRow) => {
            periods.save.reset();
            setDeleting(period);
          },
        })}
        saveError={periods.save.error}
      />
      <ConfirmDialog
        message={
          deleting
            ? t.clock.deletePeriod(pickText(deleting.name, deleting.name_ar, lang, primary))
            : null
        }
        confirmLabel={t.common.delete}
        onConfirm={async () => {
          // A refusal is toasted by the default error path; the dialog closes either way.
          if (deleting) await periods.remove.mutateAsync(deleting).catch(() => undefined);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
