// One flat config: TypeScript rules everywhere, plus the import direction of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const uiFrameworks = [
  'react',
  'react-dom',
  'react-dom/*',
  'preact',
  'preact/*',
  'react-router-dom',
  'sonner',
  '@radix-ui/*',
];

// Libraries that belong to the admin app only: the widget ships without them (15 KB budget) and
// shared/ui stays usable by both faces.
const adminOnlyUi = ['react-router', 'react-router-dom', 'sonner', '@radix-ui/*'];
const adminOnlyUiRule = {
  group: adminOnlyUi,
  message: 'Router, sonner and Radix belong to the admin app: not in widget/ or shared/ui/.',
};

// admin/features/<name> imports another feature only through admin/lib or shared/ (bulletproof-react's
// "unidirectional architecture"); every folder under admin/features is a zone, including new ones.
const features = readdirSync(new URL('./admin/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((name) => ({
    target: `./admin/features/${name}`,
    from: './admin/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to admin/lib or shared/.',
  })),
  {
    target: ['./admin/features', './admin/lib'],
    from: './admin/app',
    message: 'The app composes features, never the other way round.',
  },
  {
    target: './admin/lib',
    from: './admin/features',
    message: 'admin/lib is shared by features and may not import one.',
  },
];

// admin/ imports neither the widget nor the shared client (the admin's own is admin/lib/api/client.ts).
const adminImportPatterns = [
  { group: ['**/widget/**'], message: 'admin/ must not import widget/.' },
  {
    group: ['**/shared/api/supabase-client.ts'],
    message: "Import the admin app's client from admin/lib/api/client.ts.",
  },
];

// An api/ file takes the client as its first parameter (a story or a test passes another one) and
// throws what failed, never text: the screen says it in its own language. Every api/ file is
// checked but the client's own module and the context that hands it out.
const apiFilesRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...adminImportPatterns,
        {
          group: ['**/api/client.ts', '**/api/client', './client.ts', './client'],
          importNames: ['supabase'],
          message:
            'An api/ function takes the client as its first parameter (useClient() in hooks).',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'CallExpression[callee.name=/^(adminText|currentLang)$/]',
      message:
        'api/ files throw codes (fail, throwIfError), never text: the screen turns them into words.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'storybook-static/**',
      // Deno code for hosted Supabase's Edge Functions runtime (npm: imports, the Deno global).
      'supabase/functions/**',
      // supabase-js's own integration tests, vendored unmodified.
      'supabase/tests/upstream/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      // Follow our TypeScript files when looking for cycles; never parse what is installed.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
      // Cycles are ours to find: never parse what is installed.
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  // Type-aware rules where a mistake is silent at run time: a promise nobody awaits or catches
  // (an error that never reaches the screen), a promise where a boolean or a void callback is
  // expected, and a switch that forgets a member of a union.
  {
    files: ['**/*.{ts,tsx}'],
    // fixture.ts(x): lint-guardrails.test.ts lints such files without writing them, so no
    // TypeScript project can hold them.
    ignores: ['supabase/tests/upstream/**', '**/fixture.ts', '**/fixture.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['widget/**/*.tsx', 'admin/**/*.tsx', 'shared/ui/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [
      'widget/**/*.{ts,tsx}',
      'admin/**/*.{ts,tsx}',
      'shared/ui/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The admin's icons are drawn (admin/lib/ui/icon.tsx), never typed: a symbol or emoji as text
  // is an empty box on a device without a font that has it.
  {
    files: ['admin/**/*.tsx'],
    ignores: ['admin/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXText[value=/[\\u2190-\\u21ff\\u2300-\\u23ff\\u2600-\\u27bf\\u2b00-\\u2bff\\ud83c-\\ud83e]/]',
          message:
            'Draw the icon with <Icon> (admin/lib/ui/icon.tsx): a symbol typed as text shows as an empty box where no font has it.',
        },
      ],
    },
  },
  // Import direction: widget and admin never import each other; shared imports neither;
  // shared/domain stays framework-free; server imports nothing from the front ends.
  {
    files: ['widget/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/admin/**', '@admin/*'], message: 'widget/ must not import admin/.' },
            adminOnlyUiRule,
          ],
        },
      ],
    },
  },
  {
    files: ['admin/**'],
    // The one module that may hold the client.
    ignores: ['admin/lib/api/client.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: adminImportPatterns }],
    },
  },
  {
    files: ['admin/**/api/**/*.{ts,tsx}'],
    ignores: [
      // Where the client lives, and the context that hands it out.
      'admin/lib/api/client.ts',
      'admin/lib/api/client-context.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: apiFilesRules,
  },
  {
    files: ['shared/**'],
    ignores: ['shared/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/**', '**/widget/**', '**/server/**'],
              message: 'shared/ is imported by the front ends, never the other way round.',
            },
            adminOnlyUiRule,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: uiFrameworks
            .filter((p) => !p.includes('*'))
            .map((name) => ({
              name,
              message: 'shared/domain is plain TypeScript: no UI framework.',
            })),
          patterns: [
            {
              group: uiFrameworks.filter((p) => p.includes('*')),
              message: 'shared/domain is plain TypeScript: no UI framework.',
            },
            {
              group: ['**/admin/**', '**/widget/**', '**/server/**', '**/ui/**', '**/api/**'],
              message: 'shared/domain imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/**', '**/widget/**', '**/shared/ui/**'],
              message: 'server/ imports nothing from the front ends.',
            },
          ],
        },
      ],
    },
  },
);
