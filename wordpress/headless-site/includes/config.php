<?php
/**
 * Configuration: constants in wp-config.php, never options, so the token is not in the database and
 * no screen can change or show it.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's public origin without a trailing slash, or '' when it is not configured.
 */
function headless_site_url(): string {
	$url = defined( 'HEADLESS_SITE_URL' ) ? (string) HEADLESS_SITE_URL : '';
	return untrailingslashit( esc_url_raw( $url ) );
}

/**
 * The site's purge token (its PURGE_TOKEN), or ''. Only ever sent to the site: never printed,
 * stored, logged or returned by a REST route.
 */
function headless_site_purge_token(): string {
	return defined( 'HEADLESS_SITE_PURGE_TOKEN' ) ? trim( (string) HEADLESS_SITE_PURGE_TOKEN ) : '';
}

/**
 * Whether refreshes can be sent: both constants are set.
 */
function headless_site_can_purge(): bool {
	return '' !== headless_site_url() && '' !== headless_site_purge_token();
}

/**
 * Seconds one purge request may take before it counts as failed; it runs after WordPress has
 * answered the editor, so this never delays a save.
 */
function headless_site_timeout(): float {
	return (float) apply_filters( 'headless_site_purge_timeout', 3 );
}

/**
 * What is missing from wp-config.php, in words, or '' when nothing is.
 */
function headless_site_missing_config(): string {
	$missing = array();
	if ( '' === headless_site_url() ) {
		$missing[] = 'HEADLESS_SITE_URL';
	}
	if ( '' === headless_site_purge_token() ) {
		$missing[] = 'HEADLESS_SITE_PURGE_TOKEN';
	}
	return implode( ' and ', $missing );
}
