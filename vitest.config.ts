import { configDefaults, defineConfig } from 'vitest/config';

// unit: pure code, no backend. integration: the real local backend on PGlite and PostgreSQL 15.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.{ts,tsx}',
            'widget/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'stories/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          // supabase-js's own tests need a server on a fixed port: scripts/upstream-supabase-js.ts.
          exclude: [...configDefaults.exclude, 'supabase/tests/upstream/**'],
          environment: 'node',
          globalSetup: ['server/testing/postgres15-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
