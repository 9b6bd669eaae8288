import { describe, expect, it } from 'vitest'
import { canReadReviewTexts, canReadWsjExclusive, isVisibleTo, type ReviewViewer, type ReviewVisibilityFacts } from './visibility'

const INST = 7
const OTHER = 9

type Who = 'anonymous' | 'noRole' | 'student' | 'doctor' | 'managerOfThis' | 'managerOfOther' | 'institutionWithoutMembership' | 'admin'
const viewers: Record<Who, { viewer: ReviewViewer | null; managed: number[] }> = {
  anonymous: { viewer: null, managed: [] },
  noRole: { viewer: { id: 1, role: null }, managed: [] },
  student: { viewer: { id: 2, role: 'ROLE_STUDENT' }, managed: [] },
  doctor: { viewer: { id: 3, role: 'ROLE_DOCTOR' }, managed: [] },
  managerOfThis: { viewer: { id: 4, role: 'ROLE_INSTITUTION' }, managed: [OTHER, INST] },
  managerOfOther: { viewer: { id: 5, role: 'ROLE_INSTITUTION' }, managed: [OTHER] },
  institutionWithoutMembership: { viewer: { id: 6, role: 'ROLE_INSTITUTION' }, managed: [] },
  admin: { viewer: { id: 8, role: 'ROLE_ADMIN' }, managed: [] },
}

// Every cell spelled out: [texts of this institution, open published review, WSJ-exclusive published review]
const expected: Record<Who, [boolean, boolean, boolean]> = {
  anonymous: [false, false, false],
  noRole: [false, false, false],
  student: [true, true, true],
  doctor: [true, true, false],
  managerOfThis: [true, true, false],
  managerOfOther: [false, false, false],
  institutionWithoutMembership: [false, false, false],
  admin: [true, true, true],
}

const review = (over: Partial<ReviewVisibilityFacts> = {}): ReviewVisibilityFacts => ({ institution: INST, is_wsj_exclusive: false, status: 'published', ...over })

describe('review visibility matrix', () => {
  for (const [who, [texts, open, wsj]] of Object.entries(expected) as [Who, [boolean, boolean, boolean]][]) {
    const { viewer, managed } = viewers[who]
    it(`${who}: texts ${texts}, open review ${open}, WSJ-exclusive review ${wsj}`, () => {
      expect(canReadReviewTexts(viewer, INST, managed)).toBe(texts)
      expect(isVisibleTo(review(), viewer, managed)).toBe(open)
      expect(isVisibleTo(review({ is_wsj_exclusive: true }), viewer, managed)).toBe(wsj)
    })
    it(`${who}: never a pending or rejected review`, () => {
      for (const status of ['pending', 'rejected'] as const) {
        expect(isVisibleTo(review({ status }), viewer, managed)).toBe(false)
        expect(isVisibleTo(review({ status, is_wsj_exclusive: true }), viewer, managed)).toBe(false)
      }
    })
  }

  it('a manager reads texts of the institutions they manage only', () => {
    const { viewer, managed } = viewers.managerOfOther
    expect(canReadReviewTexts(viewer, OTHER, managed)).toBe(true)
    expect(isVisibleTo(review({ institution: OTHER }), viewer, managed)).toBe(true)
    expect(isVisibleTo(review({ institution: INST }), viewer, managed)).toBe(false)
  })

  it('a null is_wsj_exclusive counts as an open review', () => {
    expect(isVisibleTo(review({ is_wsj_exclusive: null }), viewers.doctor.viewer, [])).toBe(true)
  })

  it('WSJ-exclusive reviews: students and the team only', () => {
    expect((Object.keys(viewers) as Who[]).filter((w) => canReadWsjExclusive(viewers[w].viewer))).toEqual(['student', 'admin'])
  })
})
