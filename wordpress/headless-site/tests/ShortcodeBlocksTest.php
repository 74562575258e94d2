<?php
/**
 * Blocks holding shortcodes get a render callback that runs them (wp-graphql-gutenberg's dynamicContent).
 *
 * @package headless-site
 */

// phpcs:disable

final class ShortcodeBlocksTest extends Headless_Site_TestCase {
	public function test_a_paragraph_gets_a_render_callback_that_runs_its_shortcodes(): void {
		$args = apply_filters( 'register_block_type_args', array( 'title' => 'Paragraph' ), 'core/paragraph' );
		$this->assertIsCallable( $args['render_callback'] );
		$this->assertSame( '<p>Say HELLO</p>', $args['render_callback']( array(), '<p>Say [upper]hello[/upper]</p>' ) );
	}

	public function test_the_shortcode_block_keeps_its_own_callback_and_loses_the_paragraph(): void {
		$own  = fn ( $attributes, $content ) => '<p>' . trim( $content ) . '</p>';
		$args = apply_filters( 'register_block_type_args', array( 'render_callback' => $own ), 'core/shortcode' );
		$this->assertSame( 'HI', $args['render_callback']( array(), '[upper]hi[/upper]' ) );
	}

	public function test_other_block_types_are_left_as_registered(): void {
		$args = apply_filters( 'register_block_type_args', array( 'title' => 'Image' ), 'core/image' );
		$this->assertSame( array( 'title' => 'Image' ), $args );
	}

	public function test_classic_content_gets_paragraphs_and_its_embeds_as_links(): void {
		$args    = apply_filters( 'register_block_type_args', array(), 'core/freeform' );
		$classic = "First.\n\nSecond line\nbreak.\n\n[embed]https://www.youtube.com/watch?v=x1[/embed]\n\nhttps://vimeo.com/7\n\n[upper]loud[/upper] end.";
		$this->assertSame(
			"<p>First.</p>\n<p>Second line<br />\nbreak.</p>\n"
			. "<p><a href=\"https://www.youtube.com/watch?v=x1\">https://www.youtube.com/watch?v=x1</a></p>\n"
			. "<p><a href=\"https://vimeo.com/7\">https://vimeo.com/7</a></p>\n"
			. "<p>LOUD end.</p>\n",
			$args['render_callback']( array(), $classic )
		);
	}

	public function test_a_paragraph_keeps_its_text_as_it_is_with_no_embed_rewriting(): void {
		$args = apply_filters( 'register_block_type_args', array(), 'core/paragraph' );
		$this->assertSame( '<p>https://vimeo.com/7</p>', $args['render_callback']( array(), '<p>https://vimeo.com/7</p>' ) );
	}

	public function test_an_embed_in_a_paragraph_or_shortcode_block_becomes_a_link_at_any_depth(): void {
		// WordPress's own [embed] placeholder renders nothing outside the_content: the URL was lost.
		$paragraph = apply_filters( 'register_block_type_args', array(), 'core/paragraph' );
		$this->assertSame(
			'<p>Our film: <a href="https://www.youtube.com/watch?v=x1">https://www.youtube.com/watch?v=x1</a> (2 min)</p>',
			$paragraph['render_callback']( array(), '<p>Our film: [embed]https://www.youtube.com/watch?v=x1[/embed] (2 min)</p>' )
		);
		$own       = fn ( $attributes, $content ) => trim( $content );
		$shortcode = apply_filters( 'register_block_type_args', array( 'render_callback' => $own ), 'core/shortcode' );
		$this->assertSame(
			'<a href="https://vimeo.com/7">https://vimeo.com/7</a>',
			$shortcode['render_callback']( array(), '[embed width="640"] https://vimeo.com/7 [/embed]' )
		);
	}

	public function test_a_gallery_links_its_images_to_their_files_since_the_site_has_no_attachment_pages(): void {
		$this->assertSame( array( 'link' => 'file', 'ids' => '1,2' ), apply_filters( 'shortcode_atts_gallery', array( 'link' => '', 'ids' => '1,2' ) ) );
		$this->assertSame( array( 'link' => 'none' ), apply_filters( 'shortcode_atts_gallery', array( 'link' => 'none' ) ) );
	}
}
