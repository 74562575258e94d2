<?php
/**
 * Links: WordPress's "Preview" opens the draft on the site (/preview/{type}/{id}), and published
 * posts get "View on site" in the post lists. Permalinks are never changed: WPGraphQL turns them
 * into the `uri` the site routes by.
 *
 * The site asks the editor to sign in with their WordPress user name and an application password
 * (Users → Profile → Application Passwords) and shows only what that user may edit.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * The preview address of a post on the site, or null when the site does not preview its type.
 *
 * @param WP_Post $post The post (never its autosave: the site finds the newest one itself).
 */
function headless_preview_url( $post ): ?string {
	$site  = headless_site_url();
	$types = headless_preview_types();
	if ( '' === $site || ! $post instanceof WP_Post || ! isset( $types[ $post->post_type ] ) ) {
		return null;
	}
	return sprintf( '%s/preview/%s/%d', $site, rawurlencode( $types[ $post->post_type ] ), $post->ID );
}

/**
 * The address of a published post on the site.
 *
 * @param WP_Post $post The post.
 */
function headless_live_url( $post ): ?string {
	$site = headless_site_url();
	if ( '' === $site || ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
		return null;
	}
	$paths = headless_site_post_paths( $post );
	return $paths ? $site . $paths[0] : null;
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
			esc_html__( 'View on site', 'headless-site' )
		);
	}
	return $actions;
}
add_filter( 'post_row_actions', 'headless_preview_row_action', 10, 2 );
add_filter( 'page_row_actions', 'headless_preview_row_action', 10, 2 );
