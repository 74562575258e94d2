/**
 * What WordPress answers when PHP dies with a fatal error during a request that asked for JSON
 * (`wp_die()` of the fatal error handler, WP_DEBUG off): HTTP 500, and no word of the cause. With
 * WPGraphQL 2.x (graphql-php 15) and wp-graphql-gutenberg 0.4.1, an empty block registry ends every
 * GraphQL request this way: the exception meant to say "Client side block registry is missing"
 * (RegistryNotSourcedException) is itself a fatal error, its isClientSafe() lacking graphql-php
 * 15's `: bool` (seen on WordPress 6.1, PHP 8.2).
 */
export function criticalError(): Response {
  return Response.json(
    {
      code: 'internal_server_error',
      message:
        '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/support/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
      data: { status: 500 },
      additional_errors: [],
    },
    { status: 500 },
  )
}

/** A WordPress REST error body: `{ code, message, data: { status } }`. */
export function wpError(code: string, message: string, status: number): Response {
  return Response.json({ code, message, data: { status } }, { status })
}
