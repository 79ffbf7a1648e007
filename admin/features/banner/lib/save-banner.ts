// The banner save sequence with every SPEC.md section 8 outcome. The backend calls are passed in,
// so the order of operations (upload, update, then remove the old file) is tested on its own.

import { en } from '../../../lib/i18n/en.ts';
import { bannerPathFromUrl, withCacheBuster } from './banner-path.ts';
import { blankToNull } from '../../../lib/api/menu-items.ts';

const {
  notAuthenticated,
  businessNotFound,
  notLoaded,
  uploadFailed,
  updateFailed,
  updated,
  unexpected,
} = en.banner;

/** SPEC.md section 8's banner outcomes in English; the hook shows them in the screen's language. */
export const bannerMessages = {
  notAuthenticated,
  businessNotFound,
  notLoaded,
  uploadFailed,
  updateFailed,
  updated,
  unexpected,
};

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

export interface SaveBannerDeps {
  /** The signed-in user's id, or null when there is no session. */
  currentUserId: () => Promise<string | null>;
  /** Uploads into the user's folder; resolves with the stored path and its public URL. */
  upload: (blob: Blob) => Promise<Uploaded>;
  /** Updates banner_url and headline; resolves with the number of rows changed or rejects. */
  update: (
    businessId: string,
    change: BannerChange,
  ) => Promise<{ error: string | null; rows: number }>;
  /** Removes a stored banner and its renditions. */
  remove: (path: string, widths: readonly number[]) => Promise<void>;
  now: () => number;
}

export type SaveBannerResult =
  | { ok: true; message: typeof bannerMessages.updated; bannerUrl: string | null }
  | { ok: false; level: 'warning' | 'error'; message: string; detail?: string };

export async function saveBanner(
  deps: SaveBannerDeps,
  business: BannerBusiness | null,
  /** headlineAr is written only when given (a menu without Arabic leaves it alone). */
  input: { headline: string; headlineAr?: string; image: Blob | null },
): Promise<SaveBannerResult> {
  if (!business) return { ok: false, level: 'warning', message: bannerMessages.notLoaded };
  try {
    const userId = await deps.currentUserId();
    if (!userId) return { ok: false, level: 'error', message: bannerMessages.notAuthenticated };
    let uploaded: Uploaded | null = null;
    if (input.image) {
      try {
        uploaded = await deps.upload(input.image);
      } catch (cause) {
        return {
          ok: false,
          level: 'error',
          message: bannerMessages.uploadFailed,
          ...detail(cause),
        };
      }
    }
    const bannerUrl = uploaded
      ? withCacheBuster(uploaded.publicUrl, deps.now())
      : business.banner_url;
    const result = await deps.update(business.id, {
      banner_url: bannerUrl,
      ...(uploaded && { banner_widths: uploaded.widths ?? [] }),
      headline: blankToNull(input.headline),
      ...(input.headlineAr !== undefined && { headline_ar: blankToNull(input.headlineAr) }),
    });
    if (result.error !== null || result.rows === 0) {
      // The row still points at the old banner: the new file would only be clutter.
      if (uploaded) await deps.remove(uploaded.path, uploaded.widths ?? []);
      return result.error !== null
        ? { ok: false, level: 'error', message: bannerMessages.updateFailed, detail: result.error }
        : { ok: false, level: 'error', message: bannerMessages.businessNotFound };
    }
    const oldPath = bannerPathFromUrl(business.banner_url);
    // Only files in the owner's own folder are theirs to remove (storage policy agrees).
    if (uploaded && oldPath && oldPath !== uploaded.path && oldPath.startsWith(`${userId}/`)) {
      await deps.remove(oldPath, business.banner_widths ?? []);
    }
    return { ok: true, message: bannerMessages.updated, bannerUrl };
  } catch (cause) {
    return { ok: false, level: 'error', message: bannerMessages.unexpected, ...detail(cause) };
  }
}

function detail(cause: unknown): { detail?: string } {
  return cause instanceof Error && cause.message ? { detail: cause.message } : {};
}
