// The three states before a menu can be shown. Wording of "Loading Business..." is SPEC.md's.

export function LoadingView() {
  return (
    <div className="qm-st" role="status">
      <p>Loading Business...</p>
    </div>
  );
}

export function NotFoundView() {
  return (
    <div className="qm-st">
      <h2>Menu not found</h2>
      <p>Check the link, or scan the QR code on your table again.</p>
    </div>
  );
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="qm-st" role="alert">
      <h2>Could not load the menu</h2>
      <p>Check your internet connection and try again.</p>
      <button type="button" className="qm-rt" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
