// What the element loads right after its first paint, as one chunk: the live menu (with the hosted
// page's offline worker, see live-chunk.ts) and the anonymous insights events. One file, so
// qr-menu.js names one chunk instead of two: each name costs the first-paint budget its bytes.
export { goLive } from './live-chunk.ts';
export { send } from './insights-chunk.ts';
export { LaterGroup } from './later-group.tsx';
