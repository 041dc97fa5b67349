import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/test-results/**', 'web/playwright-report/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['migrations/**/*.ts'],
    // Migrations are frozen in time: Kysely<any>, never the app's types.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web calls the server through the contract's route table (web/src/lib/api.ts `call`),
    // so a path the server does not serve fails the typecheck; a path written by hand would not.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api.ts', 'web/src/test/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/*.fixture.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
          selector,
          message: 'Call the server through its route-table entry (callData(areaEndpoints.name)), not by writing its path.',
        })),
      ],
    },
  },
);
