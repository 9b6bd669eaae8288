// What each package delivers, as ADR 0040 states it: the jobWizard.delivers.* lines per package key.
// One list for the wizard's package step and the employers' page (ADR 0059).

export type DeliversLine = 'basic1' | 'premium1' | 'premium2' | 'premium3' | 'premium_social1' | 'premium_social2'

export const PACKAGE_DELIVERS: Readonly<Record<string, readonly DeliversLine[]>> = {
  basic: ['basic1'],
  premium: ['premium1', 'premium2', 'premium3'],
  'premium-social': ['premium_social1', 'premium_social2'],
}
