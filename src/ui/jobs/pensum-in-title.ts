// Most ad titles already state the workload ("Assistenzarzt/-ärztin Chirurgie 80-100 %"); the card
// then shows it only once, in the title. A percentage anywhere in the title counts.
const PERCENT = /\d{1,3}\s*%/

export function titleStatesPensum(title: string): boolean {
  return PERCENT.test(title)
}
