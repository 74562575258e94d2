import { createContext, useContext } from 'react'

/** What every block may know about the page it is on. */
interface PageInfo {
  /** The page's title as editors named it ('Home' for the front page): forms send it to CF7. */
  title: string
}

export const PageInfoContext = createContext<PageInfo>({ title: '' })

/** The page the rendering block is on (server render only; islands get it through their props). */
export const usePageInfo = (): PageInfo => useContext(PageInfoContext)
