import type { MenuBusiness } from '../menu-types.ts';

/** The banner section (SPEC.md: only when a banner image exists); otherwise a plain title. */
export function BusinessHeader({ business }: { business: MenuBusiness }) {
  const text = (
    <>
      <h1 dir="auto">{business.name}</h1>
      {business.description && <p dir="auto">{business.description}</p>}
      {business.headline && (
        <p className="qm-hl" dir="auto">
          {business.headline}
        </p>
      )}
    </>
  );
  if (!business.banner_url) return <header className="qm-t">{text}</header>;
  return (
    <header className="qm-b">
      {/* Above the fold and the largest paint: fetched eagerly, ahead of item images. */}
      <img src={business.banner_url} alt="" fetchPriority="high" decoding="async" />
      <div>{text}</div>
    </header>
  );
}
