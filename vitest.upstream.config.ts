import { defineConfig } from 'vitest/config';

// supabase-js's own integration tests (supabase/tests/upstream/supabase-js, unmodified) against a
// running server on 127.0.0.1:54321: scripts/upstream-supabase-js.ts starts it and runs this.
// The tests import supabase-js's sources (its own `src/index`); here they get the npm build instead.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^\.\.\/src\/index$/, replacement: '@supabase/supabase-js' },
      { find: /^\.\.\/src\/tracing$/, replacement: '@supabase/supabase-js/tracing' },
    ],
  },
  test: {
    name: 'upstream',
    globals: true,
    environment: 'node',
    include: ['supabase/tests/upstream/supabase-js/test/**/*.test.ts'],
    setupFiles: [
      'scripts/upstream-supabase-js.setup.ts',
      'supabase/tests/upstream/supabase-js/jest.setup.ts',
    ],
    testTimeout: 30_000,
    fileParallelism: false,
  },
});
