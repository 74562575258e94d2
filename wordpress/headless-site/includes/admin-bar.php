<?php
/**
 * The toolbar: "View on site" and "Refresh this page on the site" while a published post the site
 * shows is edited, and "Refresh the whole site" for administrators.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * The post being edited on this admin screen, or null.
 */
function headless_site_edited_post(): ?WP_Post {
	if ( ! is_admin() || ! function_exists( 'get_current_screen' ) ) {
		return null;
	}
	$screen = get_current_screen();
	$post   = get_post();
	if ( ! $screen || 'post' !== $screen->base || ! $post instanceof WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
		return null;
	}
	return $post;
}

/**
 * The address of a refresh button (admin-post.php with its nonce); 0: the whole site.
 *
 * @param int $post_id A post ID, or 0.
 */
function headless_site_refresh_url( int $post_id ): string {
	return wp_nonce_url(
		admin_url( 'admin-post.php?action=headless_site_refresh&post=' . $post_id ),
		'headless_site_refresh_' . $post_id
	);
}

/**
 * Adds the site's nodes to the toolbar.
 *
 * @param WP_Admin_Bar $bar The toolbar.
 */
function headless_site_admin_bar( $bar ): void {
	$post = headless_site_edited_post();
	if ( $post ) {
		$url = headless_live_url( $post );
		if ( null !== $url ) {
			$bar->add_node(
				array(
					'id'    => 'headless-view-on-site',
					'title' => esc_html__( 'View on site', 'headless-site' ),
					'href'  => $url,
					'meta'  => array(
						'target' => '_blank',
						'rel'    => 'noopener',
					),
				)
			);
		}
		if ( 'publish' === $post->post_status && null !== headless_site_content_type( $post->post_type ) ) {
			$bar->add_node(
				array(
					'id'    => 'headless-refresh-page',
					'title' => esc_html__( 'Refresh this page on the site', 'headless-site' ),
					'href'  => headless_site_refresh_url( (int) $post->ID ),
					'meta'  => array(
						'title' => esc_attr__( 'Fetch this page from WordPress again on the site, now', 'headless-site' ),
					),
				)
			);
		}
	}
	if ( current_user_can( 'manage_options' ) && is_admin() ) {
		$bar->add_node(
			array(
				'id'    => 'headless-refresh-site',
				'title' => esc_html__( 'Refresh the whole site', 'headless-site' ),
				'href'  => headless_site_refresh_url( 0 ),
				'meta'  => array(
					'title' => esc_attr__( 'Fetch every page from WordPress again on the site, now', 'headless-site' ),
				),
			)
		);
	}
}
add_action( 'admin_bar_menu', 'headless_site_admin_bar', 90 );
