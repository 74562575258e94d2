import type { AwardCategory, Award } from '../../cms/operations/lists'
import { BREAKPOINTS } from '../ui/breakpoints'
import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { FilterControls } from '../ui/filter/FilterControls'
import type { PageState } from '../ui/filter/page-state'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { AwardsAttrs } from './schema'

export interface AwardsData {
  categories: AwardCategory[]
  awards: Award[]
  /** The page the awards are on. */
  path: string
  /** The category the URL chose ('' for all). */
  category: string
  /** What the page's controls show, which a chip's address keeps. */
  state: PageState
}

/** Category chips (links, one address each) over a carousel of the awards of the chosen one. */
export function Awards({ id, attrs, data }: BlockProps<AwardsAttrs, AwardsData>) {
  const { path, category } = data
  const trackId = `${id}-track`
  const categoriesOf = (awardId: number) =>
    data.categories.filter((c) => c.awards.includes(awardId)).map((c) => c.name)
  return (
    <Section id={id} anchor={id} title={attrs.title} className="section-awards">
      <FilterControls
        targetId={trackId}
        param="award"
        label="Award categories"
        allLabel="All"
        mode="chips"
        options={data.categories.map((c) => c.name)}
        path={path}
        anchor={id}
        value={category}
        kept={data.state.others('award')}
      />
      <Carousel
        id={id}
        label={attrs.title}
        arrowsAbove={BREAKPOINTS.desktop}
        perView={{ 0: 2, 420: 3, 768: 4, 1024: 5, 1366: 6, 1920: 7 }}
        slides={data.awards.map((a) => ({
          key: String(a.databaseId),
          filterValues: categoriesOf(a.databaseId),
          hidden: category !== '' && !categoriesOf(a.databaseId).includes(category),
          node: <Picture className="award" image={cmsImage(a.awardImage, 240, 240)} />,
        }))}
      />
    </Section>
  )
}
