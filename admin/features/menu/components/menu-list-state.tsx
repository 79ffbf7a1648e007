import './menu.css';

export interface MenuListStateProps {
  kind: 'loading' | 'error' | 'empty-menu' | 'no-match';
  message?: string;
  onRetry?: () => void;
  onAddItem?: () => void;
}

/** Everything the grid area shows when there is no grid: never a silent empty space. */
export function MenuListState({ kind, message, onRetry, onAddItem }: MenuListStateProps) {
  if (kind === 'loading') {
    return (
      <div className="menu-state" role="status">
        Loading menu…
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="menu-state" role="alert">
        <p className="menu-error">Could not load your menu items: {message}</p>
        <button type="button" className="menu-button menu-button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (kind === 'no-match') {
    return (
      <div className="menu-state" role="status">
        No items match your search or filter.
      </div>
    );
  }
  return (
    <div className="menu-state">
      <h2>Your menu is empty</h2>
      <p className="menu-muted">
        Start by adding a category (for example “Hot drinks”), then add your first item with a photo
        and a price.
      </p>
      {onAddItem ? (
        <button type="button" className="menu-button menu-button--primary" onClick={onAddItem}>
          Add your first item
        </button>
      ) : null}
    </div>
  );
}
