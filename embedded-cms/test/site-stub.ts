/**
 * The site Worker as the service's tests see it (binding `SITE`, run in Node by Miniflare): it
 * records each request sent to it, answers `GET /__recorded` with them (and forgets them), and
 * answers with the status set by `POST /__answer {"status": n}` (200 unless set).
 */
export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

let recorded: RecordedRequest[] = []
let status = 200

export async function siteStub(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/__recorded') {
    const answer = Response.json(recorded)
    recorded = []
    return answer
  }
  if (url.pathname === '/__answer') {
    status = ((await request.json()) as { status: number }).status
    return Response.json({ status })
  }
  recorded.push({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  })
  return Response.json({ ok: status === 200 }, { status })
}
