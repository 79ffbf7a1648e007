import { useState } from 'react';
import { toast } from 'sonner';
import { deleteSpecialPeriod } from '../../features/settings/api/delete-special-period.ts';
import type { SpecialPeriodRow } from '../../features/settings/api/get-special-periods.ts';
import { saveSpecialPeriod } from '../../features/settings/api/save-special-period.ts';
import { SpecialPeriodsPanel } from '../../features/settings/components/special-periods-panel.tsx';
import { useSpecialPeriods } from '../../features/settings/hooks/use-special-periods.ts';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { updateOrderSettings } from '../../features/settings/api/update-order-settings.ts';
import { OrderSettingsForm } from '../../features/settings/components/order-settings-form.tsx';
import type { SettingsRow } from '../../features/settings/lib/settings-form.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import '../../features/menu/components/menu.css';

/** /admin/settings: order types, tables, delivery, opening hours and the closed switch. */
export default function AdminSettingsRoute() {
  const { business, reload } = useMyBusiness();
  const { lang, t } = useI18n();
  const { primary } = menuLanguages(business);
  const name = pickText(business.name, business.name_ar, lang, primary);
  const periods = useSpecialPeriods(business.id);
  const [deleting, setDeleting] = useState<SpecialPeriodRow | null>(null);

  async function savePeriod(id: string | null, period: Omit<SpecialPeriodRow, 'id'>) {
    try {
      await saveSpecialPeriod(business.id, id, period);
    } catch (error) {
      toast.error(t.settings.saveFailed, { description: errorMessage(error) });
      return false;
    }
    toast.success(t.clock.periodSaved);
    periods.reload();
    return true;
  }

  async function removePeriod(period: SpecialPeriodRow) {
    try {
      await deleteSpecialPeriod(period.id);
      toast.success(t.clock.periodDeleted);
      periods.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function save(row: SettingsRow): Promise<boolean> {
    try {
      await updateOrderSettings(business.id, row);
    } catch (error) {
      toast.error(t.settings.saveFailed, { description: errorMessage(error) });
      return false;
    }
    toast.success(t.settings.saved);
    await reload();
    return true;
  }

  return (
    <div className="ui-page">
      <title>{t.settings.pageTitle(name)}</title>
      <header className="ui-page__header">
        <h1>{t.settings.title}</h1>
      </header>
      <p className="ui-muted">{t.settings.lead}</p>
      <OrderSettingsForm
        initial={business}
        onSave={save}
        onInvalid={(message) => toast.error(message)}
      />
      {periods.state.data ? (
        <SpecialPeriodsPanel
          periods={periods.state.data.periods}
          categories={periods.state.data.categories}
          usualHours={business.opening_hours}
          primary={primary}
          onSave={savePeriod}
          onDelete={setDeleting}
        />
      ) : null}
      <ConfirmDialog
        message={
          deleting
            ? t.clock.deletePeriod(pickText(deleting.name, deleting.name_ar, lang, primary))
            : null
        }
        confirmLabel={t.common.delete}
        onConfirm={() => (deleting ? removePeriod(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
