import { describe, expect, it } from 'vitest'
import { readFormBody } from '../../../worker/forms/read-body'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://www.example.test/api/forms/contact', { method: 'POST', body, headers })

describe('reading a form post', () => {
  it('reads multipart fields (first value of a name) and the cv files', async () => {
    const data = new FormData()
    data.append('email', 'ada@example.com')
    data.append('email', 'second@example.com')
    data.append('cv', new File(['%PDF-'], 'a.pdf'))
    data.append('other', new File(['x'], 'x.txt'))
    const read = await readFormBody(post(data), 10_000)
    expect(read.ok && read.form.fields).toEqual({ email: 'ada@example.com' })
    expect(read.ok && read.form.files.map((f) => f.name)).toEqual(['a.pdf'])
  })

  it('keeps the case of the multipart boundary (browsers mix cases)', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf012345'
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      '',
      'ada@example.com',
      `--${boundary}--`,
      '',
    ].join('\r\n')
    const read = await readFormBody(
      post(body, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      10_000,
    )
    expect(read.ok && read.form.fields).toEqual({ email: 'ada@example.com' })
  })

  it('reads urlencoded posts; an empty file part is no file', async () => {
    const read = await readFormBody(
      post('email=ada%40example.com&termsAccepted=1', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      10_000,
    )
    expect(read.ok && read.form).toEqual({
      fields: { email: 'ada@example.com', termsAccepted: '1' },
      lists: { email: ['ada@example.com'], termsAccepted: ['1'] },
      files: [],
    })
    const data = new FormData()
    data.append('cv', new File([], ''))
    const empty = await readFormBody(post(data), 10_000)
    expect(empty.ok && empty.form.files).toEqual([])
  })

  it('refuses other content types with 415', async () => {
    const read = await readFormBody(
      post('{"email":"ada@example.com"}', { 'content-type': 'application/json' }),
      10_000,
    )
    expect(read).toMatchObject({ ok: false, status: 415 })
  })

  it('refuses a body over the limit with 413, even without a content-length', async () => {
    const big = new URLSearchParams({ message: 'x'.repeat(20_000) }).toString()
    expect(
      await readFormBody(
        post(big, { 'content-type': 'application/x-www-form-urlencoded' }),
        10_000,
      ),
    ).toMatchObject({ ok: false, status: 413 })
    const chunk = new TextEncoder().encode(`message=${'x'.repeat(4000)}`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const request = new Request('https://www.example.test/api/forms/contact', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(request.headers.get('content-length')).toBeNull()
    expect(await readFormBody(request, 10_000)).toMatchObject({ ok: false, status: 413 })
  })

  it('refuses a post with too many fields', async () => {
    const data = new URLSearchParams()
    for (let i = 0; i < 50; i++) data.append(`f${i}`, 'x')
    expect(
      await readFormBody(
        post(data.toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
        10_000,
      ),
    ).toMatchObject({ ok: false, status: 400 })
  })
})
