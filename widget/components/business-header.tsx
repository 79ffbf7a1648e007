import { BusinessHeader as SharedHeader } from '../../shared/ui/menu/business-header.tsx';
import type { MenuBusiness } from '../menu-types.ts';

/** The widget's header: shared/ui's BusinessHeader fed from public_menu's business. */
export function BusinessHeader({ business }: { business: MenuBusiness }) {
  return (
    <SharedHeader
      name={business.name}
      description={business.description}
      headline={business.headline}
      bannerUrl={business.banner_url}
      bannerWidths={business.banner_widths}
    />
  );
}
