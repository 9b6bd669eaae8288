import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { findCycles, sourceFiles } from '../../scripts/check-cycles'

// The layer rules of eslint.config.mjs (ADR 0026), observed the way a developer meets them: lint a file
// at a path inside a layer and read which rule fires.

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  // These probes exist only as text: the type-aware rules read files from disk.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/switch-exhaustiveness-check': 'off' },
    },
  })
})

async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('layer rules', () => {
  it('modules/ may not import ui/ or app/', async () => {
    expect(await rulesFor('src/modules/jobs/x-probe.ts', "import { Pagination } from '@/ui/pagination'\nexport const x = Pagination\n")).toContain('import/no-restricted-paths')
    expect(await rulesFor('src/modules/jobs/x-probe.ts', "import { dynamic } from '@/app/[lang]/(site)/jobs/[[...filter]]/page'\nexport const x = dynamic\n")).toContain(
      'import/no-restricted-paths',
    )
    expect(await rulesFor('src/modules/jobs/x-probe.ts', "import { pagedPath } from '@/lib/paging-path'\nexport const x = pagedPath\n")).toEqual([])
  })

  it('lib/ may not import modules/, ui/ or app/', async () => {
    expect(await rulesFor('src/lib/x-probe.ts', "import { ROLES } from '@/modules/access/access'\nexport const x = ROLES\n")).toContain('import/no-restricted-paths')
  })

  it('ui/ may not load data or import server modules, but may import their types', async () => {
    expect(await rulesFor('src/ui/x-probe.ts', "import { payloadClient } from '@/lib/payload'\nexport const x = payloadClient\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
    expect(await rulesFor('src/ui/x-probe.ts', "import { currentUser } from '@/modules/accounts/session.server'\nexport const x = currentUser\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
    expect(await rulesFor('src/ui/x-probe.ts', "import { sendMail } from '@/lib/mail/send'\nexport const x = sendMail\n")).toContain('@typescript-eslint/no-restricted-imports')
    expect(
      await rulesFor('src/ui/x-probe.ts', "import type { InstitutionReviews } from '@/modules/reviews/institution-reviews.server'\nexport type X = InstitutionReviews\n"),
    ).toEqual([])
  })

  it('route files do not query: they call a module function', async () => {
    const query =
      "import { payloadClient } from '@/lib/payload'\nexport async function GET() {\n  const payload = await payloadClient()\n  return Response.json(await payload.find({ collection: 'jobs' }))\n}\n"
    expect(await rulesFor('src/app/api/fn/x-probe/route.ts', query)).toContain('no-restricted-syntax')
    const pool =
      "import { payloadClient } from '@/lib/payload'\nexport async function GET() {\n  const payload = await payloadClient()\n  return Response.json(await payload.db.pool.query('SELECT 1'))\n}\n"
    expect(await rulesFor('src/app/api/fn/x-probe/route.ts', pool)).toContain('no-restricted-syntax')
    const call =
      "import { payloadClient } from '@/lib/payload'\nimport { findActiveInstitution } from '@/modules/institutions/public.server'\nexport async function GET() {\n  return Response.json(await findActiveInstitution(await payloadClient(), 1, 'de'))\n}\n"
    expect(await rulesFor('src/app/api/fn/x-probe/route.ts', call)).toEqual([])
  })

  it('each cross-cutting concern stays in its one place (ADR 0057)', async () => {
    expect(await rulesFor('src/modules/jobs/x-probe.ts', 'export const x = /^\\/(de|fr|it)\\/jobs$/\n')).toContain('no-restricted-syntax')
    expect(await rulesFor('src/app/[lang]/(site)/x-probe/page.tsx', 'export const x = /^(de|fr|it)$/\n')).toContain('no-restricted-syntax')
    expect(await rulesFor('src/modules/jobs/x-probe.ts', 'export const ok = (id: number) => id <= 2147483647\n')).toContain('no-restricted-syntax')
    expect(await rulesFor('src/app/api/fn/x-probe/route.ts', "export function GET() {\n  return Response.json({ error: 'unauthorized' }, { status: 401 })\n}\n")).toContain(
      'no-restricted-syntax',
    )
    expect(await rulesFor('src/app/[lang]/(site)/x-probe/page.tsx', "import { notFound } from 'next/navigation'\nexport default function P() {\n  notFound()\n}\n")).toContain(
      'no-restricted-imports',
    )
    const fine =
      "import { apiError } from '@/lib/http/api-error'\nimport { LOCALE_ALTERNATION } from '@/i18n/locales'\nconst P = new RegExp(`^/(${LOCALE_ALTERNATION})$`)\nexport function GET() {\n  return P.test('/de') ? Response.json({ ok: true }) : apiError('notFound')\n}\n"
    expect(await rulesFor('src/app/api/fn/x-probe/route.ts', fine)).toEqual([])
  })

  it('an import cycle is an error', () => {
    // Two committed probe files that import each other; `npm run lint:cycles` skips them, this run does not.
    const probes = ['cycle-a.ts', 'cycle-b.ts'].map((f) => path.join(root, 'tests/support/lint-probes', f))
    expect(findCycles(root, probes)).toEqual([['tests/support/lint-probes/cycle-a.ts', 'tests/support/lint-probes/cycle-b.ts']])
  })

  it('a cycle through a type-only import is none (types are gone at run time)', () => {
    const probes = ['type-only-a.ts', 'type-only-b.ts'].map((f) => path.join(root, 'tests/support/lint-probes', f))
    expect(findCycles(root, probes)).toEqual([])
  })

  it('the cycle check reads the project (src, server, scripts, tests), not the probes', () => {
    const files = sourceFiles(root)
    for (const f of ['src/payload.config.ts', 'src/proxy.ts', 'server/start.ts', 'scripts/check-cycles.ts', 'tests/e2e/support.ts']) expect(files).toContain(path.join(root, f))
    expect(files.some((f) => f.includes('lint-probes'))).toBe(false)
  })
})
