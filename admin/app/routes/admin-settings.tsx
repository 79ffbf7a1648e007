import { toast } from 'sonner';
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
  const name = pickText(business.name, business.name_ar, lang, menuLanguages(business).primary);

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
    </div>
  );
}
