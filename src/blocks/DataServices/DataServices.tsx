import type { FormRules } from '../../forms/rules'
import type { BlockProps } from '../define-block'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { Form } from '../ui/forms/Form'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { RevealButton } from '../ui/RevealMore'
import { Section } from '../ui/Section'
import type { DataServicesAttrs } from './schema'
import { CardText } from '../ui/CardText'

/** Cards shown on wide screens before the 'Load More' card. */
const SHOWN = 3

/** 3 cards and a 'Load More' card on wide screens; each card opens the service form drawer. */
export function DataServices({ id, attrs, data }: BlockProps<DataServicesAttrs, FormRules | null>) {
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
                <Picture image={item.image?.src} className="service-icon" width={48} height={48} />
                <CardText heading className="data-card-title" text={item.heading} />
                <CardText className="data-card-text" text={item.text} />
              </DrawerOpener>
              <Drawer id={drawerId} title={attrs.drawerTitle ?? item.heading}>
                <p className="muted">{item.heading}</p>
                <Form
                  kind="service"
                  enabled={attrs.formId > 0}
                  service={item.heading}
                  rules={data ?? undefined}
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
}
