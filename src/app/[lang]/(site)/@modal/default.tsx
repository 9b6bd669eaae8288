/** No dialog: every path that is not a modal story followed inside the site (ADR 0062). */
export default function NoModal() {
  return null
}
