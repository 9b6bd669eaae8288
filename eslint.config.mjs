import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// One place for each cross-cutting concern (ADR 0057): what keeps a second copy from growing back.
const ONE_PLACE = [
  {
    selector: 'Literal[regex.pattern=/de\\|fr\\|it/]',
    message: "Build locale patterns from LOCALE_ALTERNATION, or use localeFromPath/isLocale ('@/i18n/locales', ADR 0057).",
  },
  {
    selector: "CallExpression[callee.object.name=/^(NextResponse|Response)$/][callee.property.name='json'] > ObjectExpression > Property[key.name='error']",
    message: "API refusals go through apiError(reason) from '@/lib/http/api-error' (ADR 0057).",
  },
]
// Tests spell the id limit on purpose (a test that read MAX_ID would move with it).
const ONE_PLACE_OUTSIDE_TESTS = [
  ...ONE_PLACE,
  { selector: 'Literal[value=2147483647]', message: "Ids: parseIdParam, isId, idTextSchema or MAX_ID from '@/lib/params' (ADR 0057)." },
]

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
  // The runtime (server/, ADR 0055) sits beside src/: it takes shared rules from src/ (locales, the
  // security headers, the route declarations, the Payload config for migrations), never pages or UI; src/
  // never imports it (Next's bundles cannot reach the process wrapper).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server', message: 'src/ never imports the runtime in server/ (ADR 0055).' },
            {
              target: './server',
              from: ['./src/app', './src/ui'],
              message: 'server/ takes shared rules and the Payload config from src/, never pages or UI (ADR 0055).',
            },
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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_PLACE_OUTSIDE_TESTS] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_PLACE] },
  },
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
        ...ONE_PLACE_OUTSIDE_TESTS,
      ],
    },
  },
  // Zod through '@/lib/zod', whose z.string() refuses NUL (issue 26, point 10; ADR 0052).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/zod': its z.string() refuses NUL (ADR 0052)." },
            { name: 'next/navigation', importNames: ['notFound'], message: "Answer 404 with pageNotFound() from '@/lib/http/not-found.server': it logs the path (ADR 0057)." },
          ],
        },
      ],
    },
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
]

export default config
