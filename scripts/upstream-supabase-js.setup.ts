// Node 20 has no global WebSocket; the upstream tests then `require('ws')`, which their ESM
// module has no `require` for. The same package as a global gives them what Node 22 would.
import ws from 'ws';

if (typeof globalThis.WebSocket === 'undefined') {
  globalThis.WebSocket = ws as unknown as typeof WebSocket;
}
