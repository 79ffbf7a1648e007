import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Alphabetical file order, as upstream's Jest sequencer runs them: the tests share one database
// and some leave rows behind that later files' recorded answers expect (or must not see).
class Alphabetical extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// postgrest-js's own test suite (supabase/tests/upstream/postgrest-js, unmodified) against a
// running server: scripts/upstream-postgrest-js.ts starts it and runs this. The tests import
// postgrest-js's own sources (its src folder, by relative paths); here they get the sources the
// npm package ships.
const src = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'node_modules/@supabase/postgrest-js/src',
);
export default defineConfig({
  resolve: {
    alias: [{ find: /^\.\.\/src\/(.*)$/, replacement: `${src}/$1` }],
  },
  test: {
    name: 'upstream-postgrest',
    globals: true,
    environment: 'node',
    include: ['supabase/tests/upstream/postgrest-js/test/**/*.test.ts'],
    setupFiles: ['scripts/upstream-postgrest-js.setup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
    sequence: { shuffle: false, sequencer: Alphabetical },
  },
});
