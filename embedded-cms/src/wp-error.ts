/** A WordPress REST error body: `{ code, message, data: { status } }`. */
export function wpError(code: string, message: string, status: number): Response {
  return Response.json({ code, message, data: { status } }, { status })
}
