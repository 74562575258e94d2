<?php
/**
 * The menu locations the site reads (WPGraphQL's MenuLocationEnum: HEADER, MOBILE, FOOTER, LEGAL),
 * so a headless WordPress with a minimal theme can assign menus. A theme's own registration of
 * the same location is kept.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * Locations by slug (WPGraphQL names them by the slug in capitals) with their label.
 */
function headless_site_menu_locations(): array {
	return (array) apply_filters(
		'headless_site_menu_locations',
		array(
			'header' => __( 'Site header', 'headless-site' ),
			'mobile' => __( 'Site mobile menu', 'headless-site' ),
			'footer' => __( 'Site footer', 'headless-site' ),
			'legal'  => __( 'Site legal links', 'headless-site' ),
		)
	);
}

add_action(
	'after_setup_theme',
	function () {
		$missing = array_diff_key( headless_site_menu_locations(), get_registered_nav_menus() );
		if ( $missing ) {
			register_nav_menus( $missing );
		}
	},
	20
);
