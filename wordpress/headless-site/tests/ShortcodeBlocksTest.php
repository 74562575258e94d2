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
}
