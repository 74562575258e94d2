import { TechnologyGrid, type TechnologyGridProps } from './TechnologyGrid'

export default function TechnologyGridIsland(props: TechnologyGridProps) {
  return <TechnologyGrid {...props} live />
}
