import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build*/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Intl formatters are built once per locale and options, by packages/domain/src/intl.ts: one built
    // per call costs native memory the garbage collector does not see (ADR 0021, docs/performance.md).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(NewExpression, CallExpression)[callee.object.name="Intl"]',
          message:
            'Use the cached formatters of @consigne/domain (dateTimeFormat, numberFormat…): see intl.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'toLocale…String builds a formatter per call: format with dateTimeFormat/numberFormat of @consigne/domain.',
        },
      ],
    },
  },
);
