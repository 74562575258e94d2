/**
 * The retired single `form` island: every form is now its own island (`contact-form`,
 * `landing-form`, …). Kept only because `src/client/islands.ts` still lists it; it renders nothing.
 */
export default function FormIsland() {
  return null
}
