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
	$args['render_callback'] = function ( $attributes, $content = '', $block = null ) use ( $own, $name ) {
		$html = $own ? (string) call_user_func( $own, $attributes, $content, $block ) : (string) $content;
		$html = 'core/freeform' === $name ? headless_site_classic_html( $html ) : headless_site_embed_links( $html );
		// A shortcode standing alone in its paragraph loses the paragraph, as in the_content.
		return do_shortcode( shortcode_unautop( $html ) );
	};
	return $args;
}
add_filter( 'register_block_type_args', 'headless_site_shortcode_block_args', 10, 2 );

/**
 * Classic-editor content as the_content shows it: the classic editor stores no paragraphs (blank
 * lines separate them), and its embeds are `[embed]URL[/embed]` or a URL alone on its line, which
 * WP_Embed handles in the_content only (do_shortcode() alone runs its placeholder, which returns
 * nothing). The site shows embeds as links, never a third-party player, as WordPress itself does
 * when oEmbed fails; then wpautop() makes the paragraphs. Shortcodes run after (the callback above).
 *
 * @param string $html The classic block's content.
 */
function headless_site_classic_html( string $html ): string {
	$link = fn ( string $url ): string => '<a href="' . esc_url( $url ) . '">' . esc_html( $url ) . '</a>';
	$html = headless_site_embed_links( $html );
	$html = (string) preg_replace_callback(
		'#^(\s*)(https?://[^\s<>"]+)(\s*)$#im',
		fn ( $m ) => $m[1] . $link( $m[2] ) . $m[3],
		$html
	);
	return wpautop( $html );
}

/**
 * `[embed]URL[/embed]` as a link to URL, in any block that runs shortcodes. WP_Embed handles the tag
 * in the_content only; do_shortcode() alone runs its placeholder, which returns nothing (seen on the
 * rig: a paragraph `Our film: [embed]https://…[/embed]` renders `<p>Our film: </p>`). The site shows
 * embeds as links, never a third-party player.
 *
 * @param string $html A block's rendered HTML.
 */
function headless_site_embed_links( string $html ): string {
	if ( false === stripos( $html, '[embed' ) ) {
		return $html;
	}
	return (string) preg_replace_callback(
		'#\[embed[^\]]*\]\s*(https?://[^\s<>"\[\]]+)\s*\[/embed\]#i',
		fn ( $m ) => '<a href="' . esc_url( $m[1] ) . '">' . esc_html( $m[1] ) . '</a>',
		$html
	);
}

/**
 * `[gallery]` links each image to its attachment page by default: the site has no such pages, so
 * they link to the image file instead (`link="none"` stays).
 *
 * @param array $out The gallery's attributes.
 */
function headless_site_gallery_links( $out ) {
	if ( is_array( $out ) && 'none' !== ( $out['link'] ?? '' ) ) {
		$out['link'] = 'file';
	}
	return $out;
}
add_filter( 'shortcode_atts_gallery', 'headless_site_gallery_links' );
