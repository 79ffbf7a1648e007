import { imageSources } from '../../domain/images.ts';

export interface BusinessHeaderProps {
  /** The business's name, the page's heading. */
  name: string;
  /** The business's short description, under the name. */
  description?: string | null | undefined;
  /** The owner's headline over the banner ("Fresh karak all day"). */
  headline?: string | null | undefined;
  /** The banner photo; without one the header is a plain title. */
  bannerUrl?: string | null | undefined;
  /** The widths of the banner's renditions, for srcset (shared/domain/images.ts). */
  bannerWidths?: readonly number[] | null | undefined;
}

/** The banner section (SPEC.md: only when a banner image exists); otherwise a plain title. */
export function BusinessHeader({
  name,
  description,
  headline,
  bannerUrl,
  bannerWidths,
}: BusinessHeaderProps) {
  const text = (
    <>
      <h1 dir="auto">{name}</h1>
      {description && <p dir="auto">{description}</p>}
      {headline && (
        <p className="qm-hl" dir="auto">
          {headline}
        </p>
      )}
    </>
  );
  if (!bannerUrl) return <header className="qm-t">{text}</header>;
  return (
    <header className="qm-b">
      {/* Above the fold and the largest paint: fetched eagerly, ahead of item images, and decoded
          with the frame that shows it (no async decoding to wait for). */}
      <img
        {...imageSources(bannerUrl, bannerWidths ?? null, 'banner')}
        alt=""
        fetchPriority="high"
      />
      <div>{text}</div>
    </header>
  );
}
