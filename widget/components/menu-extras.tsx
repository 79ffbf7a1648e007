// What the cart chunk adds above the items once it has arrived (issue 13): its stylesheet, the
// notice of dishes a restored cart lost because they sold out, and the badge filter chips.
import type { Badge } from '../../shared/domain/badges.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { extrasCss } from '../../shared/ui/menu/extras-css.ts';
import type { MenuItem } from '../menu-types.ts';
import { SHEET_TEXTS } from '../sheet-texts.ts';
import { OFFLINE_TEXTS } from '../offline-texts.ts';
import { useOnline } from '../hooks/use-online.ts';
import { BadgeFilter } from './badge-filter.tsx';

export interface MenuExtrasProps {
  items: readonly MenuItem[];
  /** Names of the dishes taken out of the restored cart, or ''. */
  soldOut?: string | undefined;
  chosen: readonly Badge[];
  lang: Lang;
  onChange: (chosen: Badge[]) => void;
}

export function MenuExtras({ items, soldOut, chosen, lang, onChange }: MenuExtrasProps) {
  const online = useOnline();
  return (
    <>
      <style>{extrasCss}</style>
      {/* issue 26: the service worker's copy of the menu, while the phone has no connection. */}
      {!online && (
        <p className="qm-nt" role="status" data-offline>
          {OFFLINE_TEXTS[lang].notice}
        </p>
      )}
      {soldOut ? (
        <p className="qm-nt" role="status">
          {SHEET_TEXTS[lang].soldOutRemoved(soldOut)}
        </p>
      ) : null}
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
