<?php
/**
 * Every change editors make that the site shows, and what it purges:
 *
 * - a post the site shows (pages, case studies, services, vacancies, list items) published,
 *   updated, unpublished (draft, pending, private), scheduled and going live, trashed or deleted:
 *   its page before and after the change (a new slug leaves the old address too), or its lists;
 * - a post a menu links, as above: also the menus (its address and title are the menu item's);
 * - Settings → General's name and tagline, Yoast's settings: everything (each page's SEO title
 *   carries the site name); the email, menus and their locations: the site's details;
 * - Settings → Reading (the front page): every page;
 * - a media item (alt text, caption, replaced or edited file, deleted): the pages and lists of the
 *   published posts that show it (featured image, custom field, image block);
 * - a Contact Form 7 form, or a plugin switched on or off: everything, since any page may show them;
 * - a term (a case study tag renamed): every post of the types it classifies;
 * - a reusable block (`wp_block`) changed, trashed or deleted: the published posts that show it.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queues the purge of a post the site shows, as it is published (or was, before this change).
 *
 * @param WP_Post $post A published post.
 */
function headless_site_queue_post( WP_Post $post ): void {
	if ( 'wp_block' === $post->post_type ) {
		headless_site_queue_reusable( (int) $post->ID );
		return;
	}
	$type = headless_site_content_type( $post->post_type );
	if ( null === $type ) {
		return;
	}
	headless_site_queue_menus_linking( $post );
	if ( 'list' === $type ) {
		headless_site_queue( array( 'types' => array( 'list' ) ) );
		return;
	}
	$paths = headless_site_post_paths( $post );
	if ( $paths ) {
		headless_site_queue( array( 'paths' => $paths ) );
	}
}

/**
 * Queues the menus (the site's details) when a menu links the post: WPGraphQL gives a menu item
 * the post's address (and, without a label of its own, its title) as they are now, so a renamed,
 * moved, unpublished or trashed page changes every page's menu without the menu being saved.
 *
 * @param WP_Post $post A post the site shows.
 */
function headless_site_queue_menus_linking( WP_Post $post ): void {
	if ( function_exists( 'wp_get_associated_nav_menu_items' ) && wp_get_associated_nav_menu_items( $post->ID, 'post_type' ) ) {
		headless_site_queue( array( 'types' => array( 'site' ) ) );
	}
}

/**
 * Whether a post is a real change (not an autosave or a revision).
 *
 * @param WP_Post $post The post.
 */
function headless_site_is_edit( WP_Post $post ): bool {
	return ! wp_is_post_revision( $post ) && ! wp_is_post_autosave( $post );
}

// Published, updated, unpublished, trashed, and scheduled posts going live (WP-Cron's
// wp_publish_post() fires only this): the page as it is now, when it is published.
add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( ! $post instanceof WP_Post || ! headless_site_is_edit( $post ) ) {
			return;
		}
		if ( 'publish' === $new_status || 'publish' === $old_status ) {
			headless_site_queue_post( $post );
		}
	},
	10,
	3
);

/**
 * The published pages below a page, at any depth (a published grandchild under a draft child too).
 *
 * @param WP_Post $page A page.
 * @return WP_Post[]
 */
function headless_site_published_descendants( WP_Post $page ): array {
	$pages = get_pages(
		array(
			'child_of'    => $page->ID,
			'post_type'   => $page->post_type,
			'post_status' => array( 'publish', 'private', 'draft', 'pending', 'future' ),
			'sort_column' => 'ID',
		)
	);
	return array_values(
		array_filter(
			is_array( $pages ) ? $pages : array(),
			fn ( $child ) => $child instanceof WP_Post && 'publish' === $child->post_status
		)
	);
}

/**
 * Queues the addresses of a page's published descendants under other addresses of the page:
 * WordPress builds a child's address from its parents' slugs, so when a page's address changes
 * (`/about` to `/company`), `/about/team` becomes `/company/team` without the child being saved.
 *
 * @param WP_Post  $page     The page, as WordPress now stores it.
 * @param string[] $prefixes The page's addresses to purge below (`about`, `company`; '' is the root).
 */
function headless_site_queue_descendants( WP_Post $page, array $prefixes ): void {
	$current = trim( (string) get_page_uri( $page ), '/' );
	$paths   = array();
	foreach ( headless_site_published_descendants( $page ) as $child ) {
		$uri = trim( (string) get_page_uri( $child ), '/' );
		if ( ! str_starts_with( $uri, $current . '/' ) ) {
			continue;
		}
		headless_site_queue_menus_linking( $child );
		// The child's address below the page: `team/lead` of `company/team/lead`.
		$below = substr( $uri, strlen( $current ) + 1 );
		foreach ( $prefixes as $prefix ) {
			$paths[] = '/' . ltrim( headless_site_untrashed( $prefix ) . '/' . $below, '/' );
		}
	}
	if ( $paths ) {
		headless_site_queue( array( 'paths' => array_values( array_unique( $paths ) ) ) );
	}
}

// An update: also the page as it was (a changed slug or parent leaves its old address), and for a
// page whose address changed (a new slug or parent, or the trash's suffix), the old and new
// addresses of every published page below it.
add_action(
	'post_updated',
	function ( $post_id, $after, $before ) {
		if ( ! $before instanceof WP_Post || ! $after instanceof WP_Post || ! headless_site_is_edit( $before ) ) {
			return;
		}
		if ( 'publish' === $before->post_status ) {
			headless_site_queue_post( $before );
		}
		if ( 'page' === headless_site_content_type( $after->post_type ) ) {
			$old = trim( (string) get_page_uri( $before ), '/' );
			$new = trim( (string) get_page_uri( $after ), '/' );
			if ( $old !== $new ) {
				headless_site_queue_descendants( $after, array( $old, $new ) );
			}
		}
	},
	10,
	3
);

// Deleted while published (deleting from the trash changes nothing on the site). A deleted page's
// children move up to its parent (wp_delete_post()), so their addresses change too.
add_action(
	'before_delete_post',
	function ( $post_id, $post = null ) {
		$post = $post instanceof WP_Post ? $post : get_post( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		if ( 'wpcf7_contact_form' === $post->post_type ) {
			headless_site_queue( array( 'all' => true ) );
			return;
		}
		if ( 'publish' === $post->post_status ) {
			headless_site_queue_post( $post );
		}
		if ( 'page' === headless_site_content_type( $post->post_type ) ) {
			$parent = get_post( (int) $post->post_parent );
			$up     = $parent instanceof WP_Post ? trim( (string) get_page_uri( $parent ), '/' ) : '';
			headless_site_queue_descendants( $post, array( trim( (string) get_page_uri( $post ), '/' ), $up ) );
		}
	},
	10,
	2
);

/**
 * Options every page shows: the site name and tagline are in each page's SEO title (Yoast's
 * `%%sitename%%`), Yoast's own settings shape every SEO head, and the permalink structure makes
 * every post's `uri` and every menu item's link.
 */
const HEADLESS_SITE_EVERYWHERE_OPTIONS = array( 'blogname', 'blogdescription', 'wpseo', 'wpseo_titles', 'wpseo_social', 'permalink_structure' );
/** Options only the site's details show (the footer's email, structured data). */
const HEADLESS_SITE_DETAIL_OPTIONS = array( 'admin_email' );
/** Settings → Reading: which page is the front page. */
const HEADLESS_SITE_READING_OPTIONS = array( 'show_on_front', 'page_on_front' );

/**
 * What a changed option purges, or null.
 *
 * @param string $option Option name.
 */
function headless_site_option_purge( string $option ): ?array {
	if ( in_array( $option, HEADLESS_SITE_EVERYWHERE_OPTIONS, true ) ) {
		return array( 'all' => true );
	}
	if ( in_array( $option, HEADLESS_SITE_DETAIL_OPTIONS, true ) || str_starts_with( $option, 'theme_mods_' ) ) {
		// Menu locations live in the theme's mods.
		return array( 'types' => array( 'site' ) );
	}
	if ( in_array( $option, HEADLESS_SITE_READING_OPTIONS, true ) ) {
		return array( 'types' => array( 'page' ) );
	}
	return null;
}

add_action(
	'updated_option',
	function ( $option ) {
		$purge = headless_site_option_purge( (string) $option );
		if ( $purge ) {
			headless_site_queue( $purge );
		}
	}
);
add_action(
	'added_option',
	function ( $option ) {
		$purge = headless_site_option_purge( (string) $option );
		if ( $purge ) {
			headless_site_queue( $purge );
		}
	}
);

// Menus: saved, items changed, deleted.
$headless_site_menu_changed = function () {
	headless_site_queue( array( 'types' => array( 'site' ) ) );
};
add_action( 'wp_update_nav_menu', $headless_site_menu_changed );
add_action( 'wp_update_nav_menu_item', $headless_site_menu_changed );
add_action( 'wp_delete_nav_menu', $headless_site_menu_changed );
unset( $headless_site_menu_changed );

/**
 * Queues the purge of every type a taxonomy classifies.
 *
 * @param string $taxonomy Taxonomy name.
 */
function headless_site_queue_taxonomy( string $taxonomy ): void {
	$object = get_taxonomy( $taxonomy );
	if ( ! $object || 'nav_menu' === $taxonomy ) {
		return;
	}
	$types = array();
	foreach ( (array) $object->object_type as $post_type ) {
		$type = headless_site_content_type( (string) $post_type );
		if ( null !== $type ) {
			$types[] = $type;
		}
	}
	if ( $types ) {
		headless_site_queue( array( 'types' => array_values( array_unique( $types ) ) ) );
	}
}

foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $headless_site_hook ) {
	add_action(
		$headless_site_hook,
		function ( $term_id, $tt_id, $taxonomy ) {
			headless_site_queue_taxonomy( (string) $taxonomy );
		},
		10,
		3
	);
}
unset( $headless_site_hook );

/**
 * The published posts that show a media item: its featured-image and custom-field references (a
 * client's logo), and content that names it (an image block's `wp-image-ID` class, a block's
 * `"id":ID` or `"mediaId":ID` attribute).
 *
 * @param int $attachment_id The media item.
 * @return int[] Post IDs.
 */
function headless_site_posts_showing_media( int $attachment_id ): array {
	global $wpdb;
	if ( $attachment_id <= 0 || ! isset( $wpdb ) ) {
		return array();
	}
	$in_meta    = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_value = %s", (string) $attachment_id ) );
	$in_content = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND (post_content LIKE %s OR post_content LIKE %s OR post_content LIKE %s)",
			'%wp-image-' . $attachment_id . '"%',
			'%id":' . $attachment_id . ',%',
			'%id":' . $attachment_id . '}%'
		)
	);
	$parent = (int) wp_get_post_parent_id( $attachment_id );
	$ids    = array_merge( (array) $in_meta, (array) $in_content, $parent > 0 ? array( $parent ) : array() );
	return array_values( array_unique( array_map( 'intval', $ids ) ) );
}

/**
 * Queues the pages and lists that show a media item; one nothing shows yet (a new upload) sends
 * nothing.
 *
 * @param int $attachment_id The media item.
 */
function headless_site_queue_media( int $attachment_id ): void {
	foreach ( headless_site_posts_showing_media( $attachment_id ) as $post_id ) {
		$post = get_post( $post_id );
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && 'attachment' !== $post->post_type ) {
			headless_site_queue_post( $post );
		}
	}
}

// Media: a title, caption or description, alt text, a replaced or edited file (new sizes), deletion.
add_action(
	'attachment_updated',
	function ( $attachment_id ) {
		headless_site_queue_media( (int) $attachment_id );
	}
);
add_action(
	'delete_attachment',
	function ( $attachment_id ) {
		headless_site_queue_media( (int) $attachment_id );
	}
);
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $headless_site_hook ) {
	add_action(
		$headless_site_hook,
		function ( $meta_id, $object_id, $meta_key ) {
			if ( in_array( $meta_key, array( '_wp_attachment_image_alt', '_wp_attached_file', '_wp_attachment_metadata' ), true ) ) {
				headless_site_queue_media( (int) $object_id );
			} elseif ( '_thumbnail_id' === $meta_key ) {
				// A featured image set or removed without saving the post (the media modal, REST).
				$post = get_post( (int) $object_id );
				if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
					headless_site_queue_post( $post );
				}
			}
		},
		10,
		3
	);
}
unset( $headless_site_hook );

$headless_site_everything = function () {
	headless_site_queue( array( 'all' => true ) );
};
// Contact Form 7: the site reads each form's fields and choices with the pages that show it.
add_action( 'wpcf7_after_save', $headless_site_everything );
// A plugin switched on or off changes what WordPress answers (SEO heads, fields).
add_action( 'activated_plugin', $headless_site_everything );
add_action( 'deactivated_plugin', $headless_site_everything );
unset( $headless_site_everything );

/**
 * Queues the published posts that show a reusable block: their content references it
 * (`<!-- wp:block {"ref":ID} /-->`), directly or through another reusable block. WordPress renders
 * it into each of them at request time, so editing it changes them all without their being saved.
 *
 * @param int   $block_id The `wp_block` post.
 * @param int[] $seen     Reusable blocks already followed (a block that shows itself stops here).
 */
function headless_site_queue_reusable( int $block_id, array $seen = array() ): void {
	global $wpdb;
	if ( $block_id <= 0 || in_array( $block_id, $seen, true ) || ! isset( $wpdb ) ) {
		return;
	}
	$seen[] = $block_id;
	$ids    = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND (post_content LIKE %s OR post_content LIKE %s)",
			'%"ref":' . $block_id . '}%',
			'%"ref":' . $block_id . ',%'
		)
	);
	foreach ( array_map( 'intval', (array) $ids ) as $id ) {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			continue;
		}
		if ( 'wp_block' === $post->post_type ) {
			headless_site_queue_reusable( $id, $seen );
		} elseif ( 'publish' === $post->post_status ) {
			headless_site_queue_post( $post );
		}
	}
}
