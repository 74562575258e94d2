<?php
/**
 * Settings → Headless site (administrators): the configuration from wp-config.php (the token only
 * as "set" or "not set"), whether the site answers and accepts the token, and "Refresh the whole
 * site". Nothing here is editable: the values live in wp-config.php.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * Asks the site's purge route whether it is there and takes the token, without purging anything:
 * the site checks the token first (401), then answers an empty body with 400.
 *
 * @return array{ok: bool, message: string}
 */
function headless_site_probe(): array {
	if ( ! headless_site_can_purge() ) {
		return array(
			'ok'      => false,
			/* translators: %s: the missing wp-config.php constants */
			'message' => sprintf( __( 'Not checked: wp-config.php does not define %s.', 'headless-site' ), headless_site_missing_config() ),
		);
	}
	// An empty body: the site checks the token, then answers 400 without purging anything.
	$response = headless_site_post( '{}' );
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'      => false,
			/* translators: %s: the transport's reason */
			'message' => sprintf( __( 'The site is not reachable from WordPress: %s', 'headless-site' ), $response->get_error_message() ),
		);
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( 400 === $status ) {
		return array(
			'ok'      => true,
			'message' => __( 'The site is reachable and accepts the purge token.', 'headless-site' ),
		);
	}
	if ( 401 === $status ) {
		return array(
			'ok'      => false,
			'message' => __( 'The site is reachable but refuses the purge token: HEADLESS_SITE_PURGE_TOKEN must equal the site\'s PURGE_TOKEN.', 'headless-site' ),
		);
	}
	return array(
		'ok'      => false,
		/* translators: %d: HTTP status */
		'message' => sprintf( __( 'The site answered HTTP %d at /__cache/purge: is HEADLESS_SITE_URL the site\'s public address?', 'headless-site' ), $status ),
	);
}

add_action(
	'admin_menu',
	function () {
		add_options_page(
			__( 'Headless site', 'headless-site' ),
			__( 'Headless site', 'headless-site' ),
			'manage_options',
			'headless-site',
			'headless_site_settings_page'
		);
	}
);

/**
 * Prints the settings screen.
 */
function headless_site_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$site   = headless_site_url();
	$probe = headless_site_probe();
	$rows  = array(
		__( 'Site address (HEADLESS_SITE_URL)', 'headless-site' ) => '' === $site ? __( 'not set', 'headless-site' ) : $site,
		__( 'Purge token (HEADLESS_SITE_PURGE_TOKEN)', 'headless-site' ) => '' === headless_site_purge_token() ? __( 'not set', 'headless-site' ) : __( 'set in wp-config.php', 'headless-site' ),
		__( 'Site status', 'headless-site' ) => $probe['message'],
		__( 'Menu locations', 'headless-site' ) => implode( ', ', array_map( 'strtoupper', array_keys( headless_site_menu_locations() ) ) ),
	);
	echo '<div class="wrap"><h1>' . esc_html__( 'Headless site', 'headless-site' ) . '</h1>';
	printf(
		'<div class="notice notice-%s inline headless-site-status"><p>%s</p></div>',
		$probe['ok'] ? 'success' : 'error',
		esc_html( $probe['message'] )
	);
	echo '<table class="form-table" role="presentation"><tbody>';
	foreach ( $rows as $label => $value ) {
		printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $label ), esc_html( $value ) );
	}
	// A failed refresh is shown above, with every admin notice, and its "Retry".
	echo '</tbody></table>';
	printf(
		'<p><a class="button button-primary" href="%s">%s</a></p>',
		esc_url( headless_site_refresh_url( 0 ) ),
		esc_html__( 'Refresh the whole site', 'headless-site' )
	);
	echo '<p class="description">' . esc_html__( 'Every save refreshes the pages that show it. The values above are set in wp-config.php; see the site\'s README, "For editors".', 'headless-site' ) . '</p></div>';
}

// Administrators learn what is missing instead of silently getting WordPress's own previews.
add_action(
	'admin_notices',
	function () {
		if ( headless_site_can_purge() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo headless_site_notice_html( // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
			'warning',
			sprintf(
				/* translators: %s: the missing wp-config.php constants */
				__( 'Headless site: define %s in wp-config.php (the site\'s public address and its PURGE_TOKEN) so that previews open on the site and saves refresh it.', 'headless-site' ),
				headless_site_missing_config()
			)
		);
	}
);
