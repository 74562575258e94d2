<?php
/**
 * Plugin Name: Headless site preview
 * Description: WordPress's "Preview" opens the draft on the headless site (/preview/{type}/{id}), and published posts get a "View on site" link.
 * Version: 1.0.0
 * License: GPL-2.0-or-later
 *
 * Install: copy this file into wp-content/mu-plugins/ and define the site's public origin in
 * wp-config.php:
 *
 *     define( 'HEADLESS_SITE_URL', 'https://www.example.com' );
 *
 * The site asks the editor to sign in with their WordPress user name and an application password
 * (Users → Profile → Application Passwords) and shows only what that user may edit. This plugin
 * changes links only: never permalinks, which WPGraphQL turns into the `uri` the site routes by.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's public origin without a trailing slash, or '' when it is not configured.
 */
function headless_preview_site_url() {
	$url = defined( 'HEADLESS_SITE_URL' ) ? (string) HEADLESS_SITE_URL : '';
	return untrailingslashit( esc_url_raw( $url ) );
}

/**
 * Post types the site previews, by WordPress post type, each with its name in the site's preview
 * route (WPGraphQL's graphql_single_name). A site adds its own, e.g. its vacancies:
 *
 *     add_filter( 'headless_preview_types', function ( $types ) {
 *         $types['job_position'] = 'vacancy';
 *         return $types;
 *     } );
 */
function headless_preview_types() {
	$types = array(
		'page'       => 'page',
		'case_study' => 'caseStudy',
		'service'    => 'service',
	);
	return (array) apply_filters( 'headless_preview_types', $types );
}

/**
 * The preview address of a post on the site, or null when the site does not preview its type.
 *
 * @param WP_Post $post The post (never its autosave: the site finds the newest one itself).
 */
function headless_preview_url( $post ) {
	$site  = headless_preview_site_url();
	$types = headless_preview_types();
	if ( '' === $site || ! $post instanceof WP_Post || ! isset( $types[ $post->post_type ] ) ) {
		return null;
	}
	return sprintf( '%s/preview/%s/%d', $site, rawurlencode( $types[ $post->post_type ] ), $post->ID );
}

/**
 * The address of a published post on the site: its WordPress path, which the site mirrors.
 *
 * @param WP_Post $post The post.
 */
function headless_live_url( $post ) {
	$site  = headless_preview_site_url();
	$types = headless_preview_types();
	if ( '' === $site || ! $post instanceof WP_Post || 'publish' !== $post->post_status || ! isset( $types[ $post->post_type ] ) ) {
		return null;
	}
	if ( 'page' === $post->post_type && (int) get_option( 'page_on_front' ) === $post->ID ) {
		return $site . '/';
	}
	$path = untrailingslashit( wp_make_link_relative( get_permalink( $post ) ) );
	return $site . ( '' === $path ? '/' : $path );
}

// "Preview" (the block editor's and the classic one's) opens the site's preview of the post.
add_filter(
	'preview_post_link',
	function ( $link, $post ) {
		$url = headless_preview_url( $post );
		return null === $url ? $link : $url;
	},
	10,
	2
);

/**
 * Adds "View on site" to the row actions of a published post in the post lists.
 *
 * @param array   $actions Row actions.
 * @param WP_Post $post    The post.
 */
function headless_preview_row_action( $actions, $post ) {
	$url = headless_live_url( $post );
	if ( null !== $url ) {
		$actions['headless_view'] = sprintf(
			'<a href="%s" target="_blank" rel="noopener">%s</a>',
			esc_url( $url ),
			esc_html__( 'View on site', 'headless-preview' )
		);
	}
	return $actions;
}
add_filter( 'post_row_actions', 'headless_preview_row_action', 10, 2 );
add_filter( 'page_row_actions', 'headless_preview_row_action', 10, 2 );

// "View on site" in the toolbar while a published post is being edited.
add_action(
	'admin_bar_menu',
	function ( $bar ) {
		if ( ! is_admin() || ! function_exists( 'get_current_screen' ) ) {
			return;
		}
		$screen = get_current_screen();
		$post   = get_post();
		if ( ! $screen || 'post' !== $screen->base || ! $post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		$url = headless_live_url( $post );
		if ( null === $url ) {
			return;
		}
		$bar->add_node(
			array(
				'id'    => 'headless-view-on-site',
				'title' => esc_html__( 'View on site', 'headless-preview' ),
				'href'  => $url,
				'meta'  => array(
					'target' => '_blank',
					'rel'    => 'noopener',
				),
			)
		);
	},
	90
);

// Tells administrators what is missing, instead of silently leaving WordPress's own previews.
add_action(
	'admin_notices',
	function () {
		if ( '' !== headless_preview_site_url() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'Headless site preview: define HEADLESS_SITE_URL in wp-config.php (the site\'s public address) to open previews on the site.', 'headless-preview' )
		);
	}
);
