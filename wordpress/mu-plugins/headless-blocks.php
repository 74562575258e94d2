<?php
/**
 * Plugin Name: Headless site blocks
 * Description: Blocks whose text may hold shortcodes are rendered with their shortcodes run, so that wp-graphql-gutenberg's dynamicContent carries what a theme's visitor would see.
 * Version: 1.0.0
 * License: GPL-2.0-or-later
 *
 * Install: copy this file into wp-content/mu-plugins/.
 *
 * WordPress runs shortcodes only in the_content (do_shortcode at priority 11), never in render_block(),
 * and wp-graphql-gutenberg serves each block's saved HTML (shortcodes raw) plus, for a block type with
 * a render callback, what render_block() returns (`dynamicContent`). This plugin gives the block types
 * editors write shortcodes in a render callback that runs them (after the type's own callback, such
 * as wpautop() for core/shortcode), so their dynamicContent holds the shortcodes' output at any depth,
 * inside reusable blocks too. Saved content is never changed.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block types rendered with their shortcodes run. A site adds its own, e.g.:
 *
 *     add_filter( 'headless_blocks_shortcode_types', fn ( $t ) => array_merge( $t, array( 'core/heading' ) ) );
 */
function headless_blocks_shortcode_types() {
	$types = array( 'core/shortcode', 'core/paragraph', 'core/html', 'core/freeform' );
	return (array) apply_filters( 'headless_blocks_shortcode_types', $types );
}

add_filter(
	'register_block_type_args',
	function ( $args, $name ) {
		if ( ! in_array( $name, headless_blocks_shortcode_types(), true ) ) {
			return $args;
		}
		$own                     = isset( $args['render_callback'] ) && is_callable( $args['render_callback'] )
			? $args['render_callback']
			: null;
		$args['render_callback'] = function ( $attributes, $content, $block = null ) use ( $own ) {
			$html = $own ? (string) call_user_func( $own, $attributes, $content, $block ) : (string) $content;
			// A shortcode standing alone in its own paragraph loses the paragraph, as in the_content.
			return do_shortcode( shortcode_unautop( $html ) );
		};
		return $args;
	},
	10,
	2
);
