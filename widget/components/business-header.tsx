import { BusinessHeader as SharedHeader } from '../../shared/ui/menu/business-header.tsx';
import type { Lang } from '../../shared/domain/i18n.ts';
import { MENU_TEXTS } from '../i18n.ts';
import type { MenuBusiness } from '../menu-types.ts';

/** The widget's header: shared/ui's BusinessHeader fed from public_menu's business. */
export function BusinessHeader({ business, lang }: { business: MenuBusiness; lang: Lang }) {
  return (
    <SharedHeader
      name={business.name}
      description={business.description}
      headline={business.headline}
      bannerUrl={business.banner_url}
      bannerWidths={business.banner_widths}
      profile={business}
      mapLabel={MENU_TEXTS[lang].map}
    />
  );
}
