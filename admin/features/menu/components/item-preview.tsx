import type { Lang } from '../../../../shared/domain/i18n.ts';
import { ItemBadges } from '../../../../shared/ui/menu/item-badges.tsx';
import { MenuItemCard } from '../../../../shared/ui/menu/item-card.tsx';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import { CustomerPreview } from '../../../lib/preview/customer-preview.tsx';
import { draftCard, type ItemDraft } from '../../../lib/preview/item-preview.ts';

export interface ItemPreviewProps {
  draft: ItemDraft;
  /** The category's name per language, as the section's heading. */
  categoryName: (lang: Lang) => string;
  languages: readonly Lang[];
  primary: Lang;
}

/** The item being added or edited, as the customer card with the owner's unsaved changes. */
export function ItemPreview({ draft, categoryName, languages, primary }: ItemPreviewProps) {
  return (
    <CustomerPreview languages={languages}>
      {(lang) => {
        const t = adminDictionaries[lang];
        const { card, badges, calories } = draftCard(draft, lang, primary);
        const name = card.name || t.preview.newItem;
        const heading = categoryName(lang);
        return (
          <section className="qm-group">
            {heading ? <h2 dir="auto">{heading}</h2> : null}
            <ul className="qm-grid">
              <MenuItemCard
                {...card}
                name={name}
                soldOutLabel={t.options.soldOut}
                addLabel={t.preview.add(name)}
                facts={
                  <ItemBadges
                    badges={badges}
                    labels={t.options.badge}
                    calories={calories === null ? null : t.options.kcal(calories)}
                  />
                }
              />
            </ul>
          </section>
        );
      }}
    </CustomerPreview>
  );
}
