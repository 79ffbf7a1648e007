// One flat config: TypeScript rules everywhere, plus the import direction of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'storybook-static/**',
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
          ],
        },
      ],
    },
  },
  {
    files: ['admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/widget/**'], message: 'admin/ must not import widget/.' }] },
      ],
    },
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
