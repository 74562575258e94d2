import { describe, expect, it } from 'vitest'
import { endMarker, GENERATED, regenerate, startMarker } from '../../../src/docs/readme'

/** README.md as committed. */
const readme =
  Object.values(
    import.meta.glob('../../../README.md', { query: '?raw', import: 'default', eager: true }),
  )[0] ?? ''

/** The text between a generated part's markers in `text`. */
const part = (text: string, name: string) =>
  text.slice(
    text.indexOf(startMarker(name)) + startMarker(name).length,
    text.indexOf(endMarker(name)),
  )

describe("README's generated tables (35.10): written once, from the code", () => {
  it.each(Object.keys(GENERATED))('the %s table in README.md is the one the code makes', (name) => {
    expect(readme, `README.md has no ${startMarker(name)}`).toContain(startMarker(name))
    expect(
      part(readme, name),
      `README.md's ${name} table is stale: run \`npm run docs\` and commit README.md`,
    ).toBe(part(regenerate(readme), name))
  })

  it('names every block the registry knows, with its attributes from its schema', () => {
    const blocks = part(readme, 'blocks')
    expect(blocks).toContain(
      '| `custom/cta`, `custom/cta-2`, `custom/view-more`, `custom/career-teaser` | A call-to-action band. |',
    )
    // Type, bounds, default and whether it is required come from the zod schemas.
    expect(blocks).toContain('`limit?: integer 1 to 24 = 4`')
    expect(blocks).toContain('`formId?: integer ≥ 0 = 0`')
    expect(blocks).toContain('`title: string`')
    expect(blocks).toContain('`image?: Image`')
  })

  it('writes the vacancy list answer from the schema the site reads frt_jobs with', () => {
    const rest = part(readme, 'rest')
    expect(rest).toContain('`GET /wp-admin/admin-ajax.php?action=frt_jobs`')
    expect(rest).toContain('`job_position_id: number or string`')
    expect(rest).toContain('`POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback`')
  })

  it("writes each CF7 form kind's tags from the fields the site sends it", () => {
    const cf7 = part(readme, 'cf7')
    expect(cf7).toContain('| `application` | `[text* firstName]`')
    // The application requires its attachment; the contact form's is optional.
    expect(cf7).toContain('`[file* cv limit:2000000 filetypes:pdf\\|doc')
    expect(cf7).toContain('`[file cv limit:2000000 filetypes:pdf\\|doc')
    expect(cf7).not.toContain('`unsubscribe`')
  })

  it('refuses a README without the markers, naming them', () => {
    expect(() => regenerate('# A README')).toThrow(startMarker('blocks'))
  })
})
