<?php
/**
 * The block editor's side: after each save, the refresh's outcome as an editor notice (with
 * "Retry" when it failed); the refresh buttons in its "Options" menu (the toolbar is hidden in
 * full-screen mode) and the toolbar's, without leaving the editor.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'enqueue_block_editor_assets',
	function () {
		$post = get_post();
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		wp_enqueue_script(
			'headless-site-editor',
			plugins_url( 'assets/editor.js', HEADLESS_SITE_FILE ),
			array( 'wp-api-fetch', 'wp-data', 'wp-notices', 'wp-editor', 'wp-edit-post', 'wp-element', 'wp-plugins' ),
			'2.0.0',
			true
		);
		// Only what the script needs: never the token.
		$config = array(
			'shown'         => null !== headless_site_content_type( $post->post_type ),
			'seen'          => headless_site_seen(),
			'canRefreshAll' => current_user_can( 'manage_options' ),
		);
		wp_add_inline_script( 'headless-site-editor', 'window.headlessSiteEditor = ' . wp_json_encode( $config ) . ';', 'before' );
	}
);
