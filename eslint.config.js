// One linter for the whole tree: typescript-eslint's recommended rules plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      '.tmp',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Routes by declaration (server/http/route.ts): a handler gets its parsed input from the
  // route layer, never from the raw request, and no route purges caches by hand.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/http/route.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='request'][property.name=/^(body|query|params)$/]",
          message:
            'Declare params/query/body schemas with route() and read the parsed input it hands the handler.',
        },
        {
          selector: "CallExpression[callee.property.name='storeChanged']",
          message: 'Declare changesStorefront on the route; the route layer purges after success.',
        },
      ],
    },
  },
);
