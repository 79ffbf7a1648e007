// The hosted menu page's service worker (served at /{slug}/sw.js, see
// server/static/home-screen.ts), registered by the element after its first paint, so a phone that
// opened the menu once shows it again offline. Part of the live chunk: nothing of it is in qr-menu.js.

/** Registers /{slug}/sw.js and asks it to keep the page this visit opened. */
export async function registerOffline(slug: string): Promise<void> {
  const workers = navigator.serviceWorker;
  // Only on the business's own menu page (the worker's scope), never on a site that embeds it.
  if (!workers || !/^[a-z0-9]+$/.test(slug) || !location.pathname.startsWith(`/${slug}/`)) return;
  const registration = await workers.register(`/${slug}/sw.js`);
  // This first visit came before the worker: it keeps the page once it is active.
  const worker = registration.active ?? (await workers.ready).active;
  worker?.postMessage({ keep: location.href });
}
