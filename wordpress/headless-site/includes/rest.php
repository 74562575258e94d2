<?php
/**
 * REST routes for the block editor (it saves without reloading, so admin notices never show there):
 * the user's latest refresh outcome, "Retry" and the refresh buttons. None of them ever returns the
 * token or the bodies' headers.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * An outcome as the editor's script receives it.
 *
 * @param array $outcome An outcome.
 */
function headless_site_public_outcome( array $outcome ): array {
	$failed = get_option( HEADLESS_SITE_FAILED_OPTION );
	return array(
		'seq'       => (int) ( $outcome['seq'] ?? 0 ),
		'ok'        => (bool) $outcome['ok'],
		'code'      => (string) $outcome['code'],
		'message'   => (string) $outcome['message'],
		'addresses' => array_values( (array) $outcome['addresses'] ),
		'canRetry'  => is_array( $failed ),
	);
}

/**
 * The answer to a button: its outcome, marked as seen (the editor shows it at once).
 *
 * @param array $outcome An outcome.
 */
function headless_site_shown_outcome( array $outcome ) {
	if ( $outcome['seq'] > 0 ) {
		headless_site_mark_seen( (int) $outcome['seq'] );
	}
	return rest_ensure_response( array( 'outcome' => headless_site_public_outcome( $outcome ) ) );
}

add_action(
	'rest_api_init',
	function () {
		$can_edit = function () {
			return current_user_can( 'edit_posts' );
		};
		register_rest_route(
			'headless-site/v1',
			'/outcome',
			array(
				'methods'             => 'GET',
				'permission_callback' => $can_edit,
				'args'                => array(
					'after' => array(
						'type'    => 'integer',
						'default' => 0,
					),
				),
				'callback'            => function ( $request ) {
					$outcome = headless_site_latest_outcome();
					if ( ! $outcome || (int) $outcome['seq'] <= (int) $request['after'] ) {
						return rest_ensure_response( array( 'outcome' => null ) );
					}
					headless_site_mark_seen( (int) $outcome['seq'] );
					return rest_ensure_response( array( 'outcome' => headless_site_public_outcome( $outcome ) ) );
				},
			)
		);
		register_rest_route(
			'headless-site/v1',
			'/retry',
			array(
				'methods'             => 'POST',
				'permission_callback' => $can_edit,
				'callback'            => function () {
					return headless_site_shown_outcome( headless_site_retry() );
				},
			)
		);
		register_rest_route(
			'headless-site/v1',
			'/refresh',
			array(
				'methods'             => 'POST',
				'permission_callback' => $can_edit,
				'args'                => array(
					'post' => array(
						'type'    => 'integer',
						'default' => 0,
					),
				),
				'callback'            => function ( $request ) {
					$bodies = headless_site_refresh_bodies( (int) $request['post'] );
					if ( is_wp_error( $bodies ) ) {
						return new WP_Error( $bodies->get_error_code(), $bodies->get_error_message(), array( 'status' => 403 ) );
					}
					return headless_site_shown_outcome( headless_site_purge( $bodies, 'refresh' ) );
				},
			)
		);
	}
);
