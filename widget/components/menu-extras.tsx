// What the cart chunk adds above the items once it has arrived: its stylesheet, the
// notice of what changed in a restored cart, and the badge filter chips.
import type { Badge } from '../../shared/domain/badges.ts';
import type { CartChange } from '../../shared/domain/cart-review.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { extrasCss } from '../../shared/ui/menu/extras-css.ts';
import type { MenuItem } from '../menu-types.ts';
import { OFFLINE_TEXTS } from '../offline-texts.ts';
import { useOnline } from '../hooks/use-online.ts';
import { BadgeFilter } from './badge-filter.tsx';
import { CartChanges } from './cart-changes.tsx';

export interface MenuExtrasProps {
  items: readonly MenuItem[];
  /** What changed in the cart restored from the device. */
  changes?: readonly CartChange[] | undefined;
  chosen: readonly Badge[];
  lang: Lang;
  onChange: (chosen: Badge[]) => void;
}

export function MenuExtras({ items, changes, chosen, lang, onChange }: MenuExtrasProps) {
  const online = useOnline();
  return (
    <>
      <style>{extrasCss}</style>
      {/* The service worker's copy of the menu, while the phone has no connection. */}
      {!online && (
        <p className="qm-notice" role="status" data-offline>
          {OFFLINE_TEXTS[lang].notice}
        </p>
      )}
      {changes ? <CartChanges changes={changes} lang={lang} /> : null}
      <BadgeFilter
        items={items}
        chosen={chosen}
        lang={lang}
        onToggle={(badge) =>
          onChange(chosen.includes(badge) ? chosen.filter((b) => b !== badge) : [...chosen, badge])
        }
      />
    </>
  );
}
