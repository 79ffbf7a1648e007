// One spelling per route: rate limits and routing see the same path, so `//`, a trailing `/` or a
// percent-encoded letter (`%5F`) is the route itself, not a way around its limit.

// RFC 3986 unreserved characters: encoding them changes nothing, so decode them.
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The canonical path, or undefined for one that climbs (`.`/`..` segments) or is not UTF-8. */
export function normalisePath(pathname: string): string | undefined {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  let path = decoded.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return path;
}
