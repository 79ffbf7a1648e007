// The server-rendered hosted menu page's one script (server/static/menu-document.ts). The page
// arrives with its first screen drawn, so qr-menu.js, which makes it interactive, is fetched once
// that screen has painted: when its largest picture (the banner, fetchpriority=high) has loaded or
// failed and a frame has been drawn. It is fetched at once when the customer touches the page or
// presses a key first, and after BANNER_WAIT_MS at the latest. On a weak signal the banner then has
// the bandwidth to itself, and taking the markup over (one long task on a slow phone) never holds
// its paint back. Embeds on other sites, which have nothing drawn yet, load qr-menu.js directly.
const BANNER_WAIT_MS = 1500;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // Beside this file, wherever it is hosted (not `new URL(…, import.meta.url)`, which the build
  // would take for an asset to inline); a failed load leaves the drawn menu as it is.
  const url = import.meta.url.replace(/[^/]*$/, 'qr-menu.js');
  import(/* @vite-ignore */ url).catch(() => undefined);
}

// requestAnimationFrame runs before the next paint; the timeout inside it, once that frame is out.
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
const banner = document
  .querySelector('qr-menu')
  ?.shadowRoot?.querySelector<HTMLImageElement>('img[fetchpriority=high]');
if (!banner || banner.complete) afterPaint();
else {
  banner.addEventListener('load', afterPaint, { once: true });
  banner.addEventListener('error', afterPaint, { once: true });
}
setTimeout(start, BANNER_WAIT_MS);
for (const type of ['pointerdown', 'keydown']) {
  addEventListener(type, start, { once: true, capture: true, passive: true });
}

export {};
