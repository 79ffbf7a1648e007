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
  /** The logo beside the name and the links under it; each shown only when given. */
  profile?: BusinessProfileLinks | undefined;
  /** The map link's text in the menu's language. */
  mapLabel?: string | undefined;
}

/** public_menu's profile fields. */
export interface BusinessProfileLinks {
  logo_url?: string | null | undefined;
  instagram_url?: string | null | undefined;
  tiktok_url?: string | null | undefined;
  /** Digits with the country code, dialled and shown with a +. */
  phone?: string | null | undefined;
  map_url?: string | null | undefined;
}

// A link of the profile, or nothing without an address.
const out = (href: string | null | undefined, label: string | undefined) =>
  href && <a href={href}>{label}</a>;

/** The banner section (docs/guide/product.md section 2: only when a banner image exists); otherwise a plain title. */
export function BusinessHeader({
  name,
  description,
  headline,
  bannerUrl,
  bannerWidths,
  profile = {},
  mapLabel,
}: BusinessHeaderProps) {
  const { logo_url: logo, phone } = profile;
  const text = (
    <>
      {logo && <img className="qm-logo" src={logo} alt="" width={56} height={56} />}
      <h1 dir="auto">{name}</h1>
      {description && <p dir="auto">{description}</p>}
      {headline && (
        <p className="qm-headline" dir="auto">
          {headline}
        </p>
      )}
      {/* Terse on purpose: every byte here counts against the widget's first-paint budget; an
          empty row has no height. */}
      <p className="qm-socials">
        {out(profile.instagram_url, 'Instagram')}
        {out(profile.tiktok_url, 'TikTok')}
        {out(phone && `tel:+${phone}`, `+${phone}`)}
        {out(profile.map_url, mapLabel)}
      </p>
    </>
  );
  return (
    <header className={bannerUrl ? 'qm-banner' : 'qm-title'} part="header">
      {/* Above the fold and the largest paint: fetched eagerly, ahead of item images, and decoded
          with the frame that shows it (no async decoding to wait for). */}
      {bannerUrl && (
        <img
          {...imageSources(bannerUrl, bannerWidths ?? null, 'banner')}
          alt=""
          part="banner"
          fetchPriority="high"
        />
      )}
      {bannerUrl ? <div>{text}</div> : text}
    </header>
  );
}
