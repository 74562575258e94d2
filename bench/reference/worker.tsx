import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'

/**
 * A marketing page of the home page's size (about 60 KB of HTML, some 800 elements), rendered with
 * React on every request. Its content is built once when the isolate starts: a request does no data
 * work, only the render.
 */

const SENTENCES = [
  'We design, build and run software that teams rely on every day.',
  'Small senior teams own a product from the first workshop to the thousandth release.',
  'Every change ships behind tests, reviews and a rollback plan that has been rehearsed.',
  'Our engineers measure what users feel: load time, errors and the time a task takes.',
  'We leave clients with code, documentation and people who can carry the work on.',
  'Data platforms that answer in seconds, not overnight, and tell you when they are wrong.',
]

const text = (seed: number, count: number) =>
  Array.from({ length: count }, (_, i) => SENTENCES[(seed + i) % SENTENCES.length]).join(' ')

const NAV = [
  'Services',
  'Web development',
  'Mobile apps',
  'Data engineering',
  'Cloud and DevOps',
  'Quality assurance',
  'Case studies',
  'Industries',
  'Technologies',
  'About',
  'Careers',
  'Blog',
  'Events',
  'Partners',
  'Contact',
]
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

const SERVICES = Array.from({ length: 15 }, (_, i) => ({
  title: NAV[(i % 6) + 1] ?? 'Service',
  body: text(i, 4),
  points: Array.from({ length: 6 }, (_, k) => `Capability ${i + 1}.${k + 1}: ${SENTENCES[k]}`),
}))
const CASES = Array.from({ length: 15 }, (_, i) => ({
  slug: `project-${i + 1}`,
  title: `Project ${i + 1}: a platform for ${['logistics', 'payments', 'clinics'][i % 3]}`,
  body: text(i + 2, 4),
  tags: ['React', 'Node.js', 'PostgreSQL', 'Kubernetes'].slice(0, 2 + (i % 3)),
}))
const QUOTES = Array.from({ length: 8 }, (_, i) => ({
  quote: text(i + 3, 4),
  name: `Client ${i + 1}`,
  role: `Chief technology officer, Company ${i + 1}`,
}))
const TECH = Array.from({ length: 60 }, (_, i) => `Technology ${i + 1}`)
const FAQ = Array.from({ length: 12 }, (_, i) => ({ q: `Question ${i + 1}?`, a: text(i, 3) }))
const FOOTER = Array.from({ length: 4 }, (_, i) => ({
  title: ['Services', 'Company', 'Resources', 'Legal'][i] ?? '',
  links: NAV.slice(i * 3, i * 3 + 6),
}))

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
)

function Section(props: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section
      id={props.id}
      className={`section section--${props.id}`}
      aria-labelledby={`${props.id}-h`}
    >
      <div className="container">
        <h2 id={`${props.id}-h`} className="section__title">
          {props.title}
        </h2>
        <p className="section__intro">{props.intro}</p>
        {props.children}
      </div>
    </section>
  )
}

function Page() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Reference page</title>
        <meta name="description" content={SENTENCES[0]} />
        <link rel="stylesheet" href="/assets/site.css" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="header">
          <div className="container header__inner">
            <a href="/" className="header__logo" aria-label="Home">
              <Icon d="M4 4h16v16H4z" />
            </a>
            <nav aria-label="Main">
              <ul className="nav">
                {NAV.map((item) => (
                  <li key={item} className="nav__item">
                    <a className="nav__link" href={`/${slug(item)}`}>
                      {item}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className="header__menu" aria-expanded="false">
              Menu
            </button>
          </div>
        </header>
        <main id="main">
          <section className="hero">
            <div className="container">
              <h1 className="hero__title">Software that carries your business</h1>
              <p className="hero__lead">{text(0, 3)}</p>
              <a className="button button--primary" href="/contact">
                Start a project
              </a>
              <a className="button button--secondary" href="/case-studies">
                See our work
              </a>
            </div>
          </section>
          <Section id="services" title="What we do" intro={text(1, 2)}>
            <ul className="cards">
              {SERVICES.map((s, i) => (
                <li key={i} className="card">
                  <Icon d="M12 2l10 20H2z" />
                  <h3 className="card__title">{s.title}</h3>
                  <p className="card__body">{s.body}</p>
                  <ul className="card__points">
                    {s.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                  <a className="card__link" href={`/services/${slug(s.title)}`}>
                    Learn more<span className="visually-hidden"> about {s.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="cases" title="Latest projects" intro={text(2, 2)}>
            <ul className="cases">
              {CASES.map((c) => (
                <li key={c.slug} className="case">
                  <img
                    src={`/wp-content/uploads/${c.slug}.webp`}
                    alt=""
                    width="640"
                    height="360"
                    loading="lazy"
                    decoding="async"
                  />
                  <ul className="case__tags">
                    {c.tags.map((t) => (
                      <li key={t} className="tag">
                        {t}
                      </li>
                    ))}
                  </ul>
                  <h3 className="case__title">
                    <a href={`/case-studies/${c.slug}`}>{c.title}</a>
                  </h3>
                  <p className="case__body">{c.body}</p>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="quotes" title="What clients say" intro={text(3, 1)}>
            <div className="quotes">
              {QUOTES.map((q) => (
                <figure key={q.name} className="quote">
                  <blockquote>
                    <p>{q.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{q.name}</strong>, <span>{q.role}</span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </Section>
          <Section id="tech" title="Technologies" intro={text(4, 1)}>
            <ul className="badges">
              {TECH.map((t) => (
                <li key={t} className="badge">
                  <Icon d="M2 12h20M12 2v20" />
                  <span>{t}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="faq" title="Questions" intro={text(5, 1)}>
            {FAQ.map((f) => (
              <details key={f.q} className="faq">
                <summary>{f.q}</summary>
                <p>{f.a}</p>
              </details>
            ))}
          </Section>
          <Section id="contact" title="Tell us about your project" intro={text(0, 1)}>
            <form className="form" method="post" action="/api/forms/contact">
              {['Name', 'Email', 'Company', 'Phone'].map((label) => (
                <p key={label} className="form__field">
                  <label htmlFor={`f-${slug(label)}`}>{label}</label>
                  <input id={`f-${slug(label)}`} name={slug(label)} type="text" required />
                </p>
              ))}
              <p className="form__field">
                <label htmlFor="f-message">Message</label>
                <textarea id="f-message" name="message" rows={5} />
              </p>
              <button type="submit" className="button button--primary">
                Send
              </button>
            </form>
          </Section>
        </main>
        <footer className="footer">
          <div className="container footer__columns">
            {FOOTER.map((col) => (
              <nav key={col.title} aria-label={col.title} className="footer__column">
                <h2 className="footer__title">{col.title}</h2>
                <ul>
                  {col.links.map((l) => (
                    <li key={l}>
                      <a href={`/${slug(l)}`}>{l}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <p className="footer__legal">{text(4, 1)}</p>
        </footer>
      </body>
    </html>
  )
}

const app = new Hono()
app.get('/', async (c) => {
  const stream = await renderToReadableStream(<Page />)
  return c.body(stream, 200, { 'content-type': 'text/html; charset=utf-8' })
})

export default app
