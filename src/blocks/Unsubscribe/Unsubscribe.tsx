import type { BlockProps } from '../define-block'
import { Form } from '../ui/forms/Form'
import { MessagePage } from '../ui/MessagePage'
import type { UnsubscribeAttrs } from './schema'

/** The unsubscribe page's h1 and form; `data` is the email from `?email=`. */
export function Unsubscribe({ id, attrs, data }: BlockProps<UnsubscribeAttrs, string>) {
  return (
    <MessagePage
      titleId={`${id}-title`}
      title={attrs.title}
      text={attrs.text}
      mark={{ icon: 'mail-minus' }}
      className="section-unsubscribe"
    >
      <Form kind="unsubscribe" defaultEmail={data || undefined} />
    </MessagePage>
  )
}
