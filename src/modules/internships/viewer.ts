import type { Role } from '../access/access'

// Who plans an elective year (docs/product-rules.md#guards: internships and internships-finder, guards auth +
// student): students, and the team for support (ROLE_ADMIN passes every guard).

export interface InternshipViewer {
  id: number
  role: Role | null
}

export function mayPlanElectiveYear(viewer: InternshipViewer | null): viewer is InternshipViewer {
  return viewer?.role === 'ROLE_STUDENT' || viewer?.role === 'ROLE_ADMIN'
}
