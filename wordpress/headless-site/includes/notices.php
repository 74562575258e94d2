<?php
/**
 * What editors see outside the block editor: after a save, a notice naming the refreshed addresses
 * (or why they were not refreshed), shown once; while a refresh has failed, a notice with "Retry"
 * for everyone who edits. The buttons' handlers (admin-post.php) answer with a redirect back.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/** The last outcome this user has seen (the block editor marks it too). */
const HEADLESS_SITE_SEEN_META = 'headless_site_seen_outcome';

/**
 * The notice markup for a message.
 *
 * @param string $type    'success', 'warning' or 'error'.
 * @param string $message Plain text.
 * @param string $action  Optional HTML of a button (already escaped).
 */
function headless_site_notice_html( string $type, string $message, string $action = '' ): string {
	return sprintf(
		'<div class="notice notice-%1$s is-dismissible headless-site-notice"><p>%2$s%3$s</p></div>',
		esc_attr( $type ),
		esc_html( $message ),
		'' === $action ? '' : ' ' . $action
	);
}

/**
 * The "Retry" link: admin-post.php with a nonce, back to this screen afterwards.
 */
function headless_site_retry_link(): string {
	$url = wp_nonce_url( admin_url( 'admin-post.php?action=headless_site_retry' ), 'headless_site_retry' );
	return sprintf( '<a class="button button-small" href="%s">%s</a>', esc_url( $url ), esc_html__( 'Retry', 'headless-site' ) );
}

/**
 * Marks an outcome as seen by the current user.
 *
 * @param int $seq The outcome's number.
 */
function headless_site_mark_seen( int $seq ): void {
	update_user_meta( get_current_user_id(), HEADLESS_SITE_SEEN_META, $seq );
}

/**
 * The number of the last outcome the current user has seen.
 */
function headless_site_seen(): int {
	return (int) get_user_meta( get_current_user_id(), HEADLESS_SITE_SEEN_META, true );
}

add_action(
	'admin_notices',
	function () {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		$failed  = get_option( HEADLESS_SITE_FAILED_OPTION );
		$outcome = headless_site_latest_outcome();
		if ( $outcome && (int) $outcome['seq'] > headless_site_seen() ) {
			headless_site_mark_seen( (int) $outcome['seq'] );
			// A failure is shown once below, with its "Retry".
			if ( $outcome['ok'] || 'not-configured' === $outcome['code'] ) {
				echo headless_site_notice_html( $outcome['ok'] ? 'success' : 'warning', (string) $outcome['message'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
			}
		}
		if ( is_array( $failed ) ) {
			echo headless_site_notice_html( 'error', (string) $failed['message'], headless_site_retry_link() ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
		}
	}
);

/**
 * Sends the browser back where it came from (the edit screen), or to the dashboard.
 */
function headless_site_redirect_back(): void {
	$back = wp_get_referer();
	wp_safe_redirect( $back ? $back : admin_url() );
	exit;
}

// "Retry" from a notice.
add_action(
	'admin_post_headless_site_retry',
	function () {
		check_admin_referer( 'headless_site_retry' );
		if ( ! current_user_can( 'edit_posts' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to refresh the site.', 'headless-site' ), 403 );
		}
		headless_site_retry();
		headless_site_redirect_back();
	}
);

// "Refresh this page on the site" and "Refresh the whole site" from the toolbar.
add_action(
	'admin_post_headless_site_refresh',
	function () {
		$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
		check_admin_referer( 'headless_site_refresh_' . $post_id );
		$bodies = headless_site_refresh_bodies( $post_id );
		if ( is_wp_error( $bodies ) ) {
			wp_die( esc_html( $bodies->get_error_message() ), 403 );
		}
		headless_site_purge( $bodies, 'refresh' );
		headless_site_redirect_back();
	}
);

/**
 * What a refresh button purges: one post's pages (0: the whole site, for administrators only). A
 * page's refresh takes the published pages below it too: their addresses carry its slug, so when
 * its address changed unannounced (an import, a direct edit), theirs changed with it.
 *
 * @param int $post_id A post ID, or 0 for the whole site.
 * @return array[]|WP_Error Purge bodies, or why the user may not.
 */
function headless_site_refresh_bodies( int $post_id ) {
	if ( 0 === $post_id ) {
		if ( ! current_user_can( 'manage_options' ) ) {
			return new WP_Error( 'headless_site_forbidden', __( 'Only administrators may refresh the whole site.', 'headless-site' ) );
		}
		return array( array( 'all' => true ) );
	}
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post || ! current_user_can( 'edit_post', $post_id ) ) {
		return new WP_Error( 'headless_site_forbidden', __( 'Sorry, you are not allowed to refresh this page.', 'headless-site' ) );
	}
	$type = headless_site_content_type( $post->post_type );
	if ( 'list' === $type ) {
		return array( array( 'types' => array( 'list' ) ) );
	}
	$paths = null === $type ? array() : headless_site_post_paths( $post );
	if ( ! $paths ) {
		return new WP_Error( 'headless_site_not_shown', __( 'The site does not show this item.', 'headless-site' ) );
	}
	if ( 'page' === $type ) {
		foreach ( headless_site_published_descendants( $post ) as $child ) {
			$paths = array_merge( $paths, headless_site_post_paths( $child ) );
		}
	}
	return headless_site_bodies( false, $paths, array() );
}
