import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * An import of another API module's inner file, from a file `prefix` away from the modules folder: the
 * module's name (an admin area counts as one: admin/<area>), then anything but its index.js.
 */
const frontDoor = (prefix, exempt = 'messages') => ({
  regex: String.raw`^${prefix}(?!.*(?:${exempt})\.js$)(?:admin/(?!index\.js$)[\w-]+|(?!admin/)[\w-]+)/(?!index\.js$).+`,
  message:
    'Import another module through its index.js (its front door), not its inner files: see docs/adr/0025.',
});

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
  {
    // Modules meet at their front doors: another module's index.ts, never its inner files (ADR 0025).
    // Message catalogs (messages.ts) are data that lib/messages.ts merges: read where they lie.
    // A module's own tests may reach inside it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/modules/*/*.ts', 'apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [frontDoor(String.raw`(?:\.{1,2}/)+modules/`)] }],
    },
  },
  {
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frontDoor(String.raw`\.\./`)] }] },
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/modules/admin/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frontDoor(String.raw`\.\./\.\./`)] }] },
  },
  {
    // An admin area: its sibling areas (admin/shared among them) are modules of their own.
    files: ['apps/api/src/modules/admin/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            frontDoor(String.raw`\.\./\.\./`),
            frontDoor(String.raw`\.\./(?!\.\.)`),
            // admin's own files (routes.ts, service.ts…) from an area: through admin/index.ts too.
            {
              regex: String.raw`^\.\./(?!index\.js$)[\w.-]+\.js$`,
              message: 'Import admin through its index.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frontDoor(String.raw`\.\./\.\./\.\./`)] }] },
  },
  {
    // The composition roots mount the modules' route plugins (routes.ts, the Stripe webhook): those are
    // no part of the front doors, so a module importing another never loads its HTTP layer.
    files: ['apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [frontDoor(String.raw`\./modules/`, 'messages|routes|webhook')] },
      ],
    },
  },
  {
    // The queue registers the modules' job declarations (jobs.ts), as app.ts mounts their routes: a
    // module's front door stays free of them, so loading a module never loads the queue's list.
    files: ['apps/api/src/jobs/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [frontDoor(String.raw`\.\./modules/`, 'messages|jobs')] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/admin/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [frontDoor(String.raw`\./`, 'messages|routes')] }],
    },
  },
);
