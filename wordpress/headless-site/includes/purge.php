<?php
/**
 * Purging the site: changes made during one request are collected, then sent once, after WordPress
 * has answered (the `shutdown` hook, once the response is flushed), so a slow or absent site never
 * delays or breaks a save. Each outcome is kept for the editor's notice; a failure also for "Retry".
 *
 * The site's `POST /__cache/purge` takes one of `{"paths": [...]}` (at most 200), `{"types": [...]}`
 * or `{"all": true}` per request, with `Authorization: Bearer <PURGE_TOKEN>`.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/** Paths the site takes in one request. */
const HEADLESS_SITE_MAX_PATHS = 200;
/** Option holding the purges that failed, until a retry succeeds. Never holds the token. */
const HEADLESS_SITE_FAILED_OPTION = 'headless_site_failed_purge';

/**
 * The purges this request will send, merged.
 */
final class Headless_Site_Queue {
	/** @var array<string, true> */
	private static array $paths = array();
	/** @var array<string, true> */
	private static array $types = array();
	private static bool $all    = false;
	private static bool $hooked = false;

	/**
	 * Queues a purge body (`paths`, `types` or `all`).
	 *
	 * @param array $body A purge body.
	 */
	public static function add( array $body ): void {
		if ( ! empty( $body['all'] ) ) {
			self::$all = true;
		}
		foreach ( (array) ( $body['paths'] ?? array() ) as $path ) {
			self::$paths[ (string) $path ] = true;
		}
		foreach ( (array) ( $body['types'] ?? array() ) as $type ) {
			self::$types[ (string) $type ] = true;
		}
		if ( ! self::$hooked ) {
			self::$hooked = true;
			add_action( 'shutdown', 'headless_site_flush', 1 );
		}
	}

	/**
	 * The queued purges as request bodies, and an empty queue.
	 *
	 * @return array[]
	 */
	public static function take(): array {
		$bodies = headless_site_bodies( self::$all, array_keys( self::$paths ), array_keys( self::$types ) );
		self::$paths  = array();
		self::$types  = array();
		self::$all    = false;
		self::$hooked = false;
		return $bodies;
	}
}

/**
 * Request bodies for a set of purges: everything in one, else the paths (200 a request) and the types.
 *
 * @param bool     $all   Purge everything.
 * @param string[] $paths Site paths.
 * @param string[] $types Purge types.
 * @return array[]
 */
function headless_site_bodies( bool $all, array $paths, array $types ): array {
	if ( $all ) {
		return array( array( 'all' => true ) );
	}
	$bodies = array();
	foreach ( array_chunk( array_values( array_unique( $paths ) ), HEADLESS_SITE_MAX_PATHS ) as $chunk ) {
		$bodies[] = array( 'paths' => $chunk );
	}
	if ( $types ) {
		$bodies[] = array( 'types' => array_values( array_unique( $types ) ) );
	}
	return $bodies;
}

/**
 * Queues a purge for the end of this request.
 *
 * @param array $body `{"paths": [...]}`, `{"types": [...]}` or `{"all": true}`.
 */
function headless_site_queue( array $body ): void {
	Headless_Site_Queue::add( $body );
}

/**
 * `shutdown`: answers the browser first where PHP allows it, then sends what this request queued.
 */
function headless_site_flush(): void {
	$bodies = Headless_Site_Queue::take();
	if ( ! $bodies ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	} elseif ( function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
	}
	headless_site_purge( $bodies, 'change' );
}

/**
 * Sends purge bodies now and keeps the outcome for the current user's notice. Never throws and
 * never emits a PHP warning: any failure becomes the outcome's message.
 *
 * @param array[] $bodies Purge bodies.
 * @param string  $cause  'change' (an edit), 'refresh' (a button) or 'retry'.
 * @return array The outcome (see headless_site_outcome()).
 */
function headless_site_purge( array $bodies, string $cause ): array {
	if ( ! headless_site_can_purge() ) {
		return headless_site_remember( headless_site_outcome( $bodies, 'not-configured', '' ) );
	}
	$error = '';
	$code  = 'ok';
	foreach ( $bodies as $body ) {
		try {
			list( $code, $error ) = headless_site_send( $body );
		} catch ( Throwable $e ) {
			list( $code, $error ) = array( 'failed', $e->getMessage() );
		}
		if ( 'ok' !== $code ) {
			break;
		}
	}
	$outcome = headless_site_remember( headless_site_outcome( $bodies, $code, $error ) );
	headless_site_update_failures( $bodies, $outcome, $cause );
	/**
	 * After each purge: the outcome (bodies, whether it worked, the reason). Never carries the token.
	 */
	do_action( 'headless_site_purged', $outcome );
	return $outcome;
}

/**
 * POSTs a JSON body to the site's purge route with the token, the short timeout and no redirects.
 *
 * @param string $json The request body.
 * @return array|WP_Error What wp_remote_post() answers.
 */
function headless_site_post( string $json ) {
	return wp_remote_post(
		headless_site_url() . '/__cache/purge',
		array(
			'timeout'     => headless_site_timeout(),
			'redirection' => 0,
			'headers'     => array(
				'Authorization' => 'Bearer ' . headless_site_purge_token(),
				'Content-Type'  => 'application/json',
			),
			'body'        => $json,
			'data_format' => 'body',
		)
	);
}

/**
 * One request to the site's purge route.
 *
 * @param array $body A purge body.
 * @return array{0: string, 1: string} 'ok', 'unreachable', 'refused' or 'failed', and the reason
 *                                      (a failure's: the status, and the site's error if it gave one).
 */
function headless_site_send( array $body ): array {
	$response = headless_site_post( wp_json_encode( $body ) );
	if ( is_wp_error( $response ) ) {
		return array( 'unreachable', $response->get_error_message() );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( 401 === $status || 403 === $status ) {
		return array( 'refused', (string) $status );
	}
	$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $status || ! is_array( $answer ) || empty( $answer['ok'] ) ) {
		// The site says why in JSON (`{"error": "…"}`); a proxy's page in front of it is not shown.
		$error = is_array( $answer ) ? ( $answer['error'] ?? null ) : null;
		$why   = is_string( $error ) && preg_match( '/^[\x20-\x7e]{1,200}$/', $error ) ? ': ' . rtrim( $error, '.' ) : '';
		return array( 'failed', $status . $why );
	}
	return array( 'ok', '' );
}

/**
 * An outcome as kept for notices: what was asked, whether it worked, and the words for the editor.
 *
 * @param array[] $bodies Purge bodies.
 * @param string  $code   'ok', 'not-configured', 'unreachable', 'refused' or 'failed'.
 * @param string  $detail The reason (an HTTP status or a transport error; never the token).
 */
function headless_site_outcome( array $bodies, string $code, string $detail ): array {
	return array(
		'ok'        => 'ok' === $code,
		'code'      => $code,
		'bodies'    => $bodies,
		'addresses' => headless_site_addresses( $bodies ),
		'message'   => headless_site_message( $bodies, $code, $detail ),
		'time'      => time(),
	);
}

/**
 * What a set of purges refreshes, in words: full addresses, type descriptions, or the whole site.
 *
 * @param array[] $bodies Purge bodies.
 * @return string[]
 */
function headless_site_addresses( array $bodies ): array {
	$site = headless_site_url();
	$out  = array();
	foreach ( $bodies as $body ) {
		if ( ! empty( $body['all'] ) ) {
			return array( __( 'the whole site', 'headless-site' ) );
		}
		foreach ( (array) ( $body['paths'] ?? array() ) as $path ) {
			$out[] = $site . $path;
		}
		foreach ( (array) ( $body['types'] ?? array() ) as $type ) {
			$out[] = headless_site_type_label( (string) $type );
		}
	}
	return $out;
}

/**
 * The notice's text for an outcome.
 *
 * @param array[] $bodies Purge bodies.
 * @param string  $code   The outcome's code.
 * @param string  $detail The reason.
 */
function headless_site_message( array $bodies, string $code, string $detail ): string {
	$what = implode( ', ', headless_site_addresses( $bodies ) );
	switch ( $code ) {
		case 'ok':
			if ( '' === $what ) {
				return __( 'Nothing was waiting to be refreshed.', 'headless-site' );
			}
			/* translators: %s: addresses or parts of the site */
			return sprintf( __( 'Refreshed on the site: %s.', 'headless-site' ), $what );
		case 'not-configured':
			/* translators: %s: the missing wp-config.php constants */
			return sprintf( __( 'The site was not refreshed: wp-config.php does not define %s. Visitors see the change once the site\'s copies expire (about a minute). Ask an administrator.', 'headless-site' ), headless_site_missing_config() );
		case 'refused':
			/* translators: %s: HTTP status */
			return sprintf( __( 'The site was not refreshed: it refused the purge token (HTTP %s). HEADLESS_SITE_PURGE_TOKEN in wp-config.php must equal the site\'s PURGE_TOKEN. Visitors see the change once the site\'s copies expire (about a minute).', 'headless-site' ), $detail );
		case 'unreachable':
			/* translators: 1: what was to be refreshed, 2: the transport's reason */
			return sprintf( __( 'The site was not refreshed (%1$s): it did not answer (%2$s). Visitors see the change once the site\'s copies expire (about a minute); try again with "Retry".', 'headless-site' ), $what, $detail );
		default:
			/* translators: 1: what was to be refreshed, 2: HTTP status */
			return sprintf( __( 'The site was not refreshed (%1$s): it answered HTTP %2$s. Visitors see the change once the site\'s copies expire (about a minute); try again with "Retry".', 'headless-site' ), $what, $detail );
	}
}

/**
 * Keeps the outcome for the user who caused it (none for WP-Cron's scheduled posts), numbered so
 * the block editor can tell a new one from one it has shown.
 *
 * @param array $outcome An outcome.
 * @return array The outcome with its number (`seq`, 0 when no user caused it).
 */
function headless_site_remember( array $outcome ): array {
	$user           = (int) get_current_user_id();
	$outcome['seq'] = 0;
	if ( $user <= 0 ) {
		return $outcome;
	}
	$previous       = get_transient( 'headless_site_outcome_' . $user );
	$outcome['seq'] = ( is_array( $previous ) ? (int) ( $previous['seq'] ?? 0 ) : 0 ) + 1;
	set_transient( 'headless_site_outcome_' . $user, $outcome, DAY_IN_SECONDS );
	return $outcome;
}

/**
 * The current user's latest outcome, or null.
 */
function headless_site_latest_outcome(): ?array {
	$outcome = get_transient( 'headless_site_outcome_' . (int) get_current_user_id() );
	return is_array( $outcome ) ? $outcome : null;
}

/**
 * Keeps what failed (for every editor's "Retry") and forgets it once a refresh covers it.
 *
 * @param array[] $bodies  What was sent.
 * @param array   $outcome Its outcome.
 * @param string  $cause   'change', 'refresh' or 'retry'.
 */
function headless_site_update_failures( array $bodies, array $outcome, string $cause ): void {
	$failed = get_option( HEADLESS_SITE_FAILED_OPTION );
	if ( $outcome['ok'] ) {
		$covers_all = ! empty( $bodies[0]['all'] );
		if ( is_array( $failed ) && ( 'retry' === $cause || $covers_all ) ) {
			delete_option( HEADLESS_SITE_FAILED_OPTION );
		}
		return;
	}
	$pending = is_array( $failed ) ? (array) $failed['bodies'] : array();
	$merged  = headless_site_merge( array_merge( $pending, $bodies ) );
	update_option(
		HEADLESS_SITE_FAILED_OPTION,
		array(
			'bodies'  => $merged,
			'message' => $outcome['message'],
			'time'    => $outcome['time'],
		),
		false
	);
}

/**
 * Bodies merged into the fewest requests.
 *
 * @param array[] $bodies Purge bodies.
 * @return array[]
 */
function headless_site_merge( array $bodies ): array {
	$all   = false;
	$paths = array();
	$types = array();
	foreach ( $bodies as $body ) {
		$all   = $all || ! empty( $body['all'] );
		$paths = array_merge( $paths, (array) ( $body['paths'] ?? array() ) );
		$types = array_merge( $types, (array) ( $body['types'] ?? array() ) );
	}
	return headless_site_bodies( $all, $paths, $types );
}

/**
 * Sends again what failed; the outcome replaces the failure.
 */
function headless_site_retry(): array {
	$failed = get_option( HEADLESS_SITE_FAILED_OPTION );
	if ( ! is_array( $failed ) || empty( $failed['bodies'] ) ) {
		return headless_site_outcome( array(), 'ok', '' ) + array( 'seq' => 0 );
	}
	return headless_site_purge( (array) $failed['bodies'], 'retry' );
}
