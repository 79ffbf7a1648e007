// The server-rendered hosted menu page's one script, written inline (server/static/menu-document.ts;
// the page's CSP allows it by hash), so it costs no request. The page arrives with its first
// screen drawn, so qr-menu.js, which makes it interactive, is fetched once
// that screen is on the phone's screen: when the browser reports the largest paint of its banner
// (the page's largest picture, fetchpriority=high), or of its first screen when there is no
// banner. It is fetched at once when the customer touches the page or presses a key first, when
// the banner fails, and after BANNER_WAIT_MS at the latest. On a weak signal the banner then has
// the bandwidth to itself, and taking the markup over (one long task on a slow phone) never holds
// its paint back. Embeds on other sites, which have nothing drawn yet, load qr-menu.js directly.
const BANNER_WAIT_MS = 1500;
/** At the site's root, where the hosted and the prerendered pages find it. */
const WIDGET_SCRIPT = '/qr-menu.js';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // A failed load leaves the drawn menu as it is.
  import(/* @vite-ignore */ WIDGET_SCRIPT).catch(() => undefined);
}

const banner = document
  .querySelector('qr-menu')
  ?.shadowRoot?.querySelector<HTMLImageElement>('img[fetchpriority=high]');
banner?.addEventListener('error', start, { once: true });
if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
  // Each entry is a paint that reached the screen (its render time), not one merely drawn.
  new PerformanceObserver((list, observer) => {
    // A text paint has no url, and the banner's currentSrc is empty until its request starts.
    const shown = (list.getEntries() as LargestContentfulPaint[]).some((paint) =>
      banner ? paint.url !== '' && paint.url === banner.currentSrc : true,
    );
    if (!shown) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
} else {
  // Browsers without the API: once the banner has loaded, two frames later (a frame callback runs
  // before its frame is painted; the next one, once that frame is out).
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  if (!banner || banner.complete) afterPaint();
  else banner.addEventListener('load', afterPaint, { once: true });
}
setTimeout(start, BANNER_WAIT_MS);
for (const type of ['pointerdown', 'keydown']) {
  addEventListener(type, start, { once: true, capture: true, passive: true });
}

export {};
