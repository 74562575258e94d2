<?php
/**
 * Blocks whose text may hold shortcodes render with their shortcodes run, so that wp-graphql-gutenberg's
 * `dynamicContent` carries what a theme's visitor would see.
 *
 * WordPress runs shortcodes only in the_content (do_shortcode at priority 11), never in render_block(),
 * and wp-graphql-gutenberg serves each block's saved HTML (shortcodes raw) plus, for a block type with a
 * render callback, what render_block() returns (`dynamicContent`). The block types editors write
 * shortcodes in get a render callback that runs them after the type's own (wpautop() for
 * core/shortcode), so their dynamicContent holds the shortcodes' output at any depth, inside reusable
 * blocks too. Saved content is never changed.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block types rendered with their shortcodes run. A site adds its own, e.g.:
 *
 *     add_filter( 'headless_site_shortcode_blocks', fn ( $t ) => array_merge( $t, array( 'core/heading' ) ) );
 */
function headless_site_shortcode_blocks(): array {
	return (array) apply_filters(
		'headless_site_shortcode_blocks',
		array( 'core/shortcode', 'core/paragraph', 'core/html', 'core/freeform' )
	);
}

/**
 * `register_block_type_args`: wraps the block type's render callback (or none) in one that runs the
 * shortcodes of what it renders.
 */
function headless_site_shortcode_block_args( $args, $name ) {
	if ( ! is_array( $args ) || ! in_array( $name, headless_site_shortcode_blocks(), true ) ) {
		return $args;
	}
	$own                     = isset( $args['render_callback'] ) && is_callable( $args['render_callback'] )
		? $args['render_callback']
		: null;
	$args['render_callback'] = function ( $attributes, $content = '', $block = null ) use ( $own ) {
		$html = $own ? (string) call_user_func( $own, $attributes, $content, $block ) : (string) $content;
		// A shortcode standing alone in its paragraph loses the paragraph, as in the_content.
		return do_shortcode( shortcode_unautop( $html ) );
	};
	return $args;
}
add_filter( 'register_block_type_args', 'headless_site_shortcode_block_args', 10, 2 );
