import { readWindows, windowsText } from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { MissingMark, missingLanguages } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import type { Category } from '../api/types.ts';
import './menu.css';

export interface CategoryRowProps {
  category: Category;
  languages: readonly Lang[];
  primary: Lang;
  first: boolean;
  last: boolean;
  /** Disables moving while a previous move is being saved. */
  busy: boolean;
  onRename?: (() => void) | undefined;
  /** Opens its serving times (a dialog of their own). */
  onTimes?: (() => void) | undefined;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

/**
 * One category in the panel's list: its name, serving times, and rename, serving times, move and
 * delete.
 */
export function CategoryRow(props: CategoryRowProps) {
  const { category, languages, primary, first, last, busy } = props;
  const { lang, t } = useI18n();
  const name = pickText(category.name, category.name_ar, lang, primary);
  const missing = missingLanguages({ en: category.name, ar: category.name_ar }, languages);
  // Its serving times, or null when its dishes are served whenever open.
  const windows = readWindows(category.available_windows);
  return (
    <li className="menu-category">
      <span className="menu-category__name">
        {name}
        {missing.length < languages.length &&
          missing.map((language) => <MissingMark key={language} lang={language} />)}
        {windows ? (
          <small className="menu-category__windows" data-windows>
            {t.clock.servedAt(windowsText(windows, t.clock.days))}
          </small>
        ) : null}
      </span>
      {props.onRename && (
        <Button
          variant="secondary"
          icon
          aria-label={t.menu.renameCategory(name)}
          onClick={props.onRename}
        >
          <Icon name="edit" />
        </Button>
      )}
      {props.onTimes && (
        <Button
          variant="secondary"
          icon
          aria-label={t.menu.servingTimesOf(name)}
          title={t.menu.servingTimesOf(name)}
          onClick={props.onTimes}
        >
          <Icon name="clock" />
        </Button>
      )}
      <Button
        variant="secondary"
        icon
        aria-label={t.menu.moveUp(name)}
        disabled={busy || first}
        onClick={() => props.onMove(-1)}
      >
        <Icon name="up" />
      </Button>
      <Button
        variant="secondary"
        icon
        aria-label={t.menu.moveDown(name)}
        disabled={busy || last}
        onClick={() => props.onMove(1)}
      >
        <Icon name="down" />
      </Button>
      <Button
        variant="danger"
        icon
        aria-label={t.menu.deleteCategory(name)}
        onClick={props.onDelete}
      >
        <Icon name="remove" />
      </Button>
    </li>
  );
}
