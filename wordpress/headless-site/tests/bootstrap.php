<?php
/**
 * Loads the plugin over the WordPress stubs, configured as wp-config.php would (tests that need
 * another configuration run in their own process and define the constants first).
 *
 * @package headless-site
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'DAY_IN_SECONDS', 86400 );
require __DIR__ . '/wordpress-stubs.php';
WP::reset();
if ( ! getenv( 'HEADLESS_SITE_TEST_UNCONFIGURED' ) ) {
	define( 'HEADLESS_SITE_URL', 'https://www.example.com/' );
	define( 'HEADLESS_SITE_PURGE_TOKEN', 'test-purge-token' );
}
require dirname( __DIR__ ) . '/headless-site.php';
require __DIR__ . '/TestCase.php';
