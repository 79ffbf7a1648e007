// The admin's Content-Security-Policy allows no eval (script-src 'self'). Zod 4 compiles object
// parsers with new Function when it can, and merely trying reports a CSP violation, so it is told
// not to try. Imported first by main.tsx: a schema built before this line would still try.
import { config } from 'zod/v4/core';

config({ jitless: true });
