import type { BlockProps } from '../define-block'
import { Form } from '../ui/forms/Form'
import type { UnsubscribeAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** The unsubscribe page's h1 and form; `data` is the email from `?email=`. */
export function Unsubscribe({ id, attrs, data }: BlockProps<UnsubscribeAttrs, string>) {
  return (
    <section className="section section-unsubscribe" aria-labelledby={`${id}-title`}>
      <div className="container narrow">
        <h1 id={`${id}-title`}>{headingText(attrs.title)}</h1>
        {attrs.text && <p>{attrs.text}</p>}
        <Form kind="unsubscribe" defaultEmail={data || undefined} />
      </div>
    </section>
  )
}
