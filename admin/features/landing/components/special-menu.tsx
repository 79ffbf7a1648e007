import { formatPrice } from '../../../../shared/domain/money.ts';
import { useSiteText } from '../../../lib/i18n/site-text.ts';

export interface SpecialDish {
  name: string;
  description: string;
  /** Price in baisa (1 OMR = 1000 baisa). */
  priceBaisa: number;
  emoji: string;
}

/** docs/guide/product.md section 1: the landing page's hard-coded special menu of four sample dishes. */
export const SPECIAL_DISHES: readonly SpecialDish[] = [
  {
    name: 'Omani Shuwa Feast',
    description: 'Slow-cooked spiced lamb with rice, for the whole table.',
    priceBaisa: 55_000,
    emoji: '🍖',
  },
  {
    name: 'Seafood Majboos Platter',
    description: 'Kingfish and prawns on saffron rice with dakkous.',
    priceBaisa: 50_000,
    emoji: '🦐',
  },
  {
    name: 'Mishkak Grill Board',
    description: 'Skewers of marinated beef and chicken with flatbread.',
    priceBaisa: 45_000,
    emoji: '🍢',
  },
  {
    name: 'Halwa and Kahwa Tray',
    description: 'Omani halwa, dates and a pot of cardamom coffee.',
    priceBaisa: 35_000,
    emoji: '☕',
  },
];

export function SpecialMenu({ dishes = SPECIAL_DISHES }: { dishes?: readonly SpecialDish[] }) {
  const { lang, t } = useSiteText();
  return (
    <section className="special-menu" aria-labelledby="special-menu-title">
      <h2 id="special-menu-title">{t.landing.specialMenu}</h2>
      <ul className="special-menu__grid">
        {dishes.map((dish, index) => {
          // The sample dishes are fixed texts: in Arabic they come from the dictionary, in order.
          const text = lang === 'en' ? dish : (t.landing.dishes[index] ?? dish);
          return (
            <li key={dish.name} className="special-menu__dish ui-card">
              <span className="special-menu__emoji" aria-hidden="true">
                {dish.emoji}
              </span>
              <h3>{text.name}</h3>
              <p>{text.description}</p>
              <p className="special-menu__price">{formatPrice(dish.priceBaisa, lang)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
