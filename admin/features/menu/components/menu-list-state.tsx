import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';
import { Button } from '../../../lib/ui/button.tsx';

export interface MenuListStateProps {
  kind: 'loading' | 'error' | 'empty-menu' | 'no-match';
  message?: string;
  onRetry?: () => void;
  onAddItem?: () => void;
}

/** Everything the grid area shows when there is no grid: never a silent empty space. */
export function MenuListState({ kind, message, onRetry, onAddItem }: MenuListStateProps) {
  const { t } = useI18n();
  if (kind === 'loading') {
    return (
      <div className="menu-state" role="status">
        {t.menu.loading}
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="menu-state" role="alert">
        <p className="ui-error">{t.menu.loadFailed(message ?? '')}</p>
        <Button onClick={onRetry}>{t.common.retry}</Button>
      </div>
    );
  }
  if (kind === 'no-match') {
    return (
      <div className="menu-state" role="status">
        {t.menu.noMatch}
      </div>
    );
  }
  return (
    <div className="menu-state">
      <h2>{t.menu.emptyHeading}</h2>
      <p className="ui-muted">{t.menu.emptyText}</p>
      {onAddItem ? <Button onClick={onAddItem}>{t.menu.addFirstItem}</Button> : null}
    </div>
  );
}
