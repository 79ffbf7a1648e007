// A customer's repeat visit: the browser keeps the page and the menu with their ETags
// and revalidates them (the hosted page is no-cache, public_menu is stale after 10 s); while the
// menu is unchanged, the answers are 304 without a body, so nothing of the menu travels again.
export interface RepeatVisit {
  name: string;
  /** The status of the revalidation, and the body bytes it carried. */
  status: number;
  bodyBytes: number;
}

export async function measureRepeatVisits(
  targets: { name: string; url: string; headers?: Record<string, string> }[],
): Promise<RepeatVisit[]> {
  const visits: RepeatVisit[] = [];
  for (const { name, url, headers = {} } of targets) {
    const first = await fetch(url, { headers });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const again = await fetch(url, {
      headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    visits.push({ name, status: again.status, bodyBytes: (await again.arrayBuffer()).byteLength });
  }
  return visits;
}
