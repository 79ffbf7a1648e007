// The banner save sequence with every docs/guide/product.md section 8 outcome. The backend calls are passed in,
// so the order of operations (upload, update, then remove the old file) is tested on its own.
// A refusal is thrown as an app code (banner_upload_failed, banner_update_failed, ...) that keeps
// the storage's or database's own refusal as its cause; the screen words both in its language.

import { fail, type AppCode } from '../../../lib/api/errors.ts';
import { blankToNull } from '../../../lib/api/menu-items.ts';
import { bannerPathFromUrl, withCacheBuster } from './banner-path.ts';

export interface BannerBusiness {
  id: string;
  banner_url: string | null;
  /** Widths of the current banner's renditions, removed with it when replaced. */
  banner_widths?: number[];
}

/** What an upload stored: the original's path and URL and its renditions' widths. */
interface Uploaded {
  path: string;
  publicUrl: string;
  widths?: number[];
}

/** The business columns a banner save writes. */
export interface BannerChange {
  banner_url: string | null;
  /** Written only with a new banner. */
  banner_widths?: number[];
  headline: string | null;
  headline_ar?: string | null;
}

/** What the owner saves: headlineAr only when the menu offers Arabic (else it is left alone). */
export interface BannerInput {
  headline: string;
  headlineAr?: string;
  image: Blob | null;
}

export interface SaveBannerDeps {
  /** The signed-in user's id, or null when there is no session. */
  currentUserId: () => Promise<string | null>;
  /** Uploads into the user's folder; resolves with the stored path and its public URL. */
  upload: (blob: Blob) => Promise<Uploaded>;
  /** Updates banner_url and headline; resolves with the number of rows changed, or rejects. */
  update: (businessId: string, change: BannerChange) => Promise<number>;
  /** Removes a stored banner and its renditions. */
  remove: (path: string, widths: readonly number[]) => Promise<void>;
  now: () => number;
}

/** Runs one step; anything it throws becomes `code`, keeping what was thrown as the cause. */
async function step<T>(code: AppCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    return fail(code, cause);
  }
}

/** Saves the banner and headline; resolves with the saved URL, or throws an ApiError code. */
export async function saveBanner(
  deps: SaveBannerDeps,
  business: BannerBusiness | null,
  input: BannerInput,
): Promise<{ bannerUrl: string | null }> {
  if (!business) fail('banner_not_loaded');
  const userId = await step('banner_unexpected', deps.currentUserId);
  if (!userId) fail('not_signed_in');
  const image = input.image;
  const uploaded = image ? await step('banner_upload_failed', () => deps.upload(image)) : null;
  // The row still points at the old banner after a refused update: the new file would only be
  // clutter, so it goes again and no half-written banner is left behind.
  const removeUpload = () =>
    step('banner_unexpected', async () => {
      if (uploaded) await deps.remove(uploaded.path, uploaded.widths ?? []);
    });

  const bannerUrl = uploaded
    ? withCacheBuster(uploaded.publicUrl, deps.now())
    : business.banner_url;
  let rows: number;
  try {
    rows = await deps.update(business.id, {
      banner_url: bannerUrl,
      ...(uploaded && { banner_widths: uploaded.widths ?? [] }),
      headline: blankToNull(input.headline),
      ...(input.headlineAr !== undefined && { headline_ar: blankToNull(input.headlineAr) }),
    });
  } catch (cause) {
    await removeUpload();
    return fail('banner_update_failed', cause);
  }
  if (rows === 0) {
    await removeUpload();
    fail('business_not_found');
  }
  const oldPath = bannerPathFromUrl(business.banner_url);
  // Only files in the owner's own folder are theirs to remove (storage policy agrees).
  if (uploaded && oldPath && oldPath !== uploaded.path && oldPath.startsWith(`${userId}/`)) {
    const widths = business.banner_widths ?? [];
    await step('banner_unexpected', () => deps.remove(oldPath, widths));
  }
  return { bannerUrl };
}
