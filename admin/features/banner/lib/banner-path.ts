// The banner's storage path is not stored, only its public URL; the path is read back from the URL.

const PUBLIC_PREFIX = '/storage/v1/object/public/banners/';

/** `{owner id}/banner-{time}.{ext}` for a public banners URL, or null for any other URL. */
export function bannerPathFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf(PUBLIC_PREFIX);
  if (at === -1) return null;
  const path = decodeURIComponent(pathname.slice(at + PUBLIC_PREFIX.length));
  return path === '' ? null : path;
}

/** docs/guide/product.md section 9: the saved URL carries the time as a version, so browsers fetch the new file. */
export function withCacheBuster(publicUrl: string, now: number): string {
  return `${publicUrl}${publicUrl.includes('?') ? '&' : '?'}v=${now}`;
}
