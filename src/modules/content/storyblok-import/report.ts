// What an import did, per kind (ADR 0069): created, updated, unchanged, skipped with the reason,
// and what it could not map (unknown components, rich-text nodes, links that lead nowhere).

export const IMPORT_KINDS = ['links', 'media', 'tags', 'categories', 'authors', 'articles', 'pages'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
export type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped'
const OUTCOMES: readonly Outcome[] = ['created', 'updated', 'unchanged', 'skipped']

export interface ReportLine {
  kind: ImportKind | 'space'
  source: string
  text: string
}

export class ImportReport {
  readonly counts = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, { created: 0, updated: 0, unchanged: 0, skipped: 0 }])) as Record<ImportKind, Record<Outcome, number>>
  readonly skipped: ReportLine[] = []
  readonly unmapped: ReportLine[] = []

  count(kind: ImportKind, outcome: Outcome, source?: string, reason?: string): void {
    this.counts[kind][outcome]++
    if (outcome === 'skipped') this.skipped.push({ kind, source: source ?? '?', text: reason ?? '' })
  }

  note(kind: ReportLine['kind'], source: string, text: string): void {
    if (!this.unmapped.some((line) => line.kind === kind && line.source === source && line.text === text)) this.unmapped.push({ kind, source, text })
  }

  /** The report as the command prints it. */
  lines(dryRun: boolean): string[] {
    const out = [dryRun ? 'Dry run: nothing was written. What the import would do:' : 'Import finished.']
    out.push(`${'kind'.padEnd(12)}${OUTCOMES.map((o) => o.padStart(11)).join('')}`)
    for (const kind of IMPORT_KINDS) out.push(`${kind.padEnd(12)}${OUTCOMES.map((o) => String(this.counts[kind][o]).padStart(11)).join('')}`)
    if (this.skipped.length) out.push('', 'Skipped:', ...this.skipped.map((l) => `  ${l.kind} ${l.source}: ${l.text}`))
    if (this.unmapped.length) out.push('', 'Not mapped (kept as text where possible):', ...this.unmapped.map((l) => `  ${l.kind} ${l.source}: ${l.text}`))
    return out
  }
}
