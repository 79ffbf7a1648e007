// "Our other branches" under the menu (docs/guide/branches.md): each other open branch of the
// business by name and address, linking to its hosted page /{slug}/menu on the server this script
// came from (an embed on another site links there too). Shipped with the cart chunk.
import { pickText } from '../../shared/domain/i18n.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { BRANCH_TEXTS } from '../branch-texts.ts';
import type { MenuBusiness } from '../menu-types.ts';

/** The page of another branch, on the origin of the widget's own script. */
export function branchMenuUrl(slug: string, base: string = import.meta.url): string {
  return new URL(`/${encodeURIComponent(slug)}/menu`, base).href;
}

export function OtherBranches({ business, lang }: { business: MenuBusiness; lang: Lang }) {
  const branches = business.branches ?? [];
  if (branches.length === 0) return null;
  const primary = business.primary_language === 'ar' ? 'ar' : 'en';
  const title = BRANCH_TEXTS[lang].otherBranches;
  return (
    <nav className="qm-branches" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {branches.map((branch) => (
          <li key={branch.slug}>
            <a href={branchMenuUrl(branch.slug)} dir="auto">
              {pickText(branch.name, branch.name_ar, lang, primary)}
            </a>
            {branch.address && <p dir="auto">{branch.address}</p>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
