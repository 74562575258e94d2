import { useSite } from '../../src/blocks/ui/shell/site'
import { MessagePage } from '../../src/blocks/ui/MessagePage'

export type ErrorKind = 400 | 401 | 403 | 404 | 405 | 413 | 429 | 500 | 503

const TEXTS: Record<ErrorKind, string> = {
  400: 'The address of this page is not valid. Please check it, or start from the homepage.',
  401: 'Previews are for editors. Sign in with your WordPress user name and an application password (WordPress: Users → Profile → Application Passwords).',
  403: 'Your WordPress account may not edit this, so it cannot preview it. To sign in as someone else, open the preview in a private window.',
  404: 'The page you are looking for does not exist or has moved.',
  405: 'This address cannot answer that kind of request.',
  413: 'What was sent is larger than this site accepts.',
  429: 'Too many wrong sign-ins from your network or for this user name. Please wait a minute, then sign in again.',
  503: 'Our content service is not answering right now. Please try again in a few minutes.',
  500: 'An unexpected error stopped this page from loading. Please try again later.',
}

/** The body of the branded error pages. */
export function ErrorContent({ kind, title }: { kind: ErrorKind; title: string }) {
  const { email } = useSite()
  return (
    <MessagePage title={title} text={TEXTS[kind]} mark={{ code: kind }} className="error-page">
      <p className="error-actions">
        <a className="btn btn-primary" href="/">
          Go to the homepage
        </a>
        {email && (
          <a className="btn btn-secondary" href={`mailto:${email}`}>
            Email us
          </a>
        )}
      </p>
    </MessagePage>
  )
}
