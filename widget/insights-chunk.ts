// The customer menu's anonymous events, in their own chunk that the element fetches only
// after the menu has painted: no cookie, no id, nothing about the customer; one request per event,
// never retried, silently dropped when the backend (or its rate limit) refuses.
import { viewEvent, type MenuEvent } from '../shared/domain/insights.ts';

/** An event as the element knows it: "opened", with what decides the view's source. */
export type TrackedEvent =
  | Exclude<MenuEvent, { event: 'view' }>
  | { event: 'open'; tables: readonly string[]; table: string | undefined };

export function send(apiUrl: string, anonKey: string, slug: string, tracked: TrackedEvent): void {
  const event =
    tracked.event === 'open'
      ? viewEvent(tracked.tables, tracked.table, location.pathname, slug)
      : tracked;
  // keepalive: an order's event still leaves when WhatsApp replaces this page.
  fetch(`${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/record_menu_event`, {
    method: 'POST',
    keepalive: true,
    headers: {
      ...(anonKey && { apikey: anonKey, Authorization: `Bearer ${anonKey}` }),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ slug, ...event }),
  }).catch(() => {});
}
