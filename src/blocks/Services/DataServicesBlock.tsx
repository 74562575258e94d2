import { z } from 'zod'
import { defineBlock } from '../define-block'
import { imageAttr, itemId, text } from '../ui/attrs'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { SiteForm } from '../ui/forms/SiteForm'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { RevealButton } from '../ui/RevealMore'
import { Section } from '../ui/Section'

/** Cards shown on wide screens before the 'Load More' card. */
const SHOWN = 3

const card = z.object({
  id: itemId,
  heading: z.string(),
  text: z.string().default(''),
  image: z.object({ id: z.number().optional(), src: imageAttr }).optional(),
})

/**
 * custom/data-services: 3 cards and a 'Load More' card on wide screens, a swipeable row on narrow
 * ones. A card opens a side drawer with the service form for that service.
 */
export const dataServicesBlock = defineBlock({
  schema: z.object({
    title: z.string(),
    formId: z.number().int().min(0).default(0),
    drawerTitle: text,
    items: z.array(card).default([]),
  }),
  island: true,
  Component: ({ id, attrs }) => {
    const listId = `${id}-cards`
    const rest = attrs.items.length - SHOWN
    return (
      <Section id={id} title={attrs.title} className="section-data-services">
        <ul id={listId} className="data-services" data-reveal-wide="">
          {attrs.items.map((item, i) => {
            const drawerId = `${id}-drawer-${item.id}`
            return (
              <li key={item.id} className={i >= SHOWN ? 'data-card reveal-extra' : 'data-card'}>
                <DrawerOpener drawerId={drawerId} className="data-card-button">
                  <Picture
                    image={item.image?.src}
                    className="service-icon"
                    width={48}
                    height={48}
                  />
                  <span className="data-card-title">{item.heading}</span>
                  <span className="data-card-text">{item.text}</span>
                </DrawerOpener>
                <Drawer id={drawerId} title={attrs.drawerTitle ?? item.heading}>
                  <p className="muted">{item.heading}</p>
                  <SiteForm
                    kind="service"
                    resultStyle="replace"
                    buttonText="Send request"
                    enabled={attrs.formId > 0}
                    hidden={{ service: item.heading }}
                  />
                </Drawer>
              </li>
            )
          })}
          {rest > 0 && (
            <Island
              as="li"
              name="reveal-more"
              className="data-card load-more-card js-only"
              props={{ targetId: listId, label: `Click here to display more services (${rest})` }}
            >
              <RevealButton
                targetId={listId}
                label={`Click here to display more services (${rest})`}
              />
            </Island>
          )}
        </ul>
      </Section>
    )
  },
})
