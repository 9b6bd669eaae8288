import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data*/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'tests/support/lint-probes/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Layers (ADR 0026): app -> ui -> modules -> lib. Lower layers never import higher ones; ui renders what
  // it is given and never reaches the database, Payload or server-only modules (types excepted).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/modules',
              from: ['./src/ui', './src/app'],
              message: 'modules/ hold rules and data; the UI and routes import them, not the other way round (ADR 0026).',
            },
            { target: './src/lib', from: ['./src/ui', './src/app', './src/modules'], message: 'lib/ is the bottom layer: plain helpers with no domain or UI (ADR 0026).' },
            { target: './src/i18n', from: ['./src/ui', './src/app', './src/modules'], message: 'i18n/ sits beside lib/: no domain or UI (ADR 0026).' },
          ],
        },
      ],
    },
  },
  // Import cycles: `npm run lint:cycles` (scripts/check-cycles.ts), one pass over the module graph
  // instead of import/no-cycle, which cost most of the lint run (ADR 0058).
  {
    // Routes call module functions; queries live in modules (ADR 0026). Payload's own routes excepted.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/(payload)/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='payload'][callee.property.name=/^(find|findByID|findGlobal|create|update|delete|count|updateGlobal)$/]",
          message: 'Routes call one module function; the query belongs in a module (ADR 0026).',
        },
        { selector: "MemberExpression[object.name='payload'][property.name='db']", message: 'Routes never reach the database; use a module function (ADR 0026).' },
      ],
    },
  },
  // Zod through '@/lib/zod', whose z.string() refuses NUL (issue 26, point 10; ADR 0052).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod': its z.string() refuses NUL (ADR 0052)." }] }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/payload', message: 'ui/ renders what a page gives it; load data in a module function (ADR 0026).' },
            { name: 'payload', allowTypeImports: true, message: 'ui/ never calls Payload; types only (ADR 0026).' },
            { name: 'pg', message: 'ui/ never reaches the database (ADR 0026).' },
          ],
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
              allowTypeImports: true,
              message: 'ui/ never imports server modules; the page calls them and passes the result (ADR 0026). Types are fine.',
            },
            // Reachable from payload.config.ts, so they cannot import server-only (the Payload CLI loads them outside Next).
            { group: ['@/lib/mail/*', '**/*mails', '**/*.collection', '**/sealed'], allowTypeImports: true, message: 'Mail, collections and sealing are server code (ADR 0026).' },
          ],
        },
      ],
    },
  },
  // Type-aware rules (ADR 0030): a promise nobody awaits loses its error; a switch over a union must name every case.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
]

export default config
