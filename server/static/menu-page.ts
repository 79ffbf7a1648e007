// Placeholder until D's hosted menu page lands: a minimal page that loads the widget.
import type { Handler } from '../http/context.ts';

export const renderMenuPage: Handler = async (ctx) => {
  const slug = decodeURIComponent(ctx.path.split('/')[1] ?? '');
  const safe = slug.replace(/[^a-z0-9]/g, '');
  ctx.send(
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Menu</title><script type="module" src="/qr-menu.js"></script></head><body><qr-menu slug="${safe}"></qr-menu></body></html>`,
    { 'content-type': 'text/html; charset=utf-8' },
  );
};
