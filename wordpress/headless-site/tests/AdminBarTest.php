<?php
/**
 * The toolbar's "View on site", "Refresh this page on the site" and "Refresh the whole site",
 * WordPress's "Preview" and the post lists' "View on site".
 *
 * @package headless-site
 */

// phpcs:disable

final class AdminBarTest extends Headless_Site_TestCase {
	private function edit( WP_Post $post ): WP_Admin_Bar {
		WP::$screen       = (object) array( 'base' => 'post' );
		WP::$current_post = $post;
		$bar              = new WP_Admin_Bar();
		do_action( 'admin_bar_menu', $bar );
		return $bar;
	}

	public function test_a_published_post_has_view_and_refresh_and_administrators_refresh_everything(): void {
		$post = $this->post( array( 'ID' => 640, 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		$bar  = $this->edit( $post );
		$this->assertSame( 'https://www.example.com/case-studies/acme-portal', $bar->nodes['headless-view-on-site']['href'] );
		$this->assertSame( 'View on site', $bar->nodes['headless-view-on-site']['title'] );
		$this->assertSame( 'Refresh this page on the site', $bar->nodes['headless-refresh-page']['title'] );
		$this->assertSame(
			'https://cms.example.com/wp-admin/admin-post.php?action=headless_site_refresh&post=640&_wpnonce=nonce-headless_site_refresh_640',
			$bar->nodes['headless-refresh-page']['href']
		);
		$this->assertSame( 'Refresh the whole site', $bar->nodes['headless-refresh-site']['title'] );
	}

	public function test_editors_do_not_get_the_whole_site_and_drafts_get_no_refresh(): void {
		WP::$caps = array( 'edit_posts', 'edit_post' );
		$bar      = $this->edit( $this->post( array( 'post_type' => 'case_study', 'post_name' => 'draft-study', 'post_status' => 'draft' ) ) );
		$this->assertSame( array(), array_keys( $bar->nodes ) );
	}

	public function test_refresh_this_page_purges_its_addresses_and_comes_back(): void {
		$post                    = $this->post( array( 'ID' => 640, 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		$_SERVER['HTTP_REFERER'] = 'https://cms.example.com/wp-admin/post.php?post=640&action=edit';
		$this->assertSame(
			'redirect https://cms.example.com/wp-admin/post.php?post=640&action=edit',
			$this->adminPost( 'headless_site_refresh', array( 'post' => '640', '_wpnonce' => 'nonce-headless_site_refresh_640' ) )
		);
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
		$this->assertStringContainsString( 'Refreshed on the site: https://www.example.com/case-studies/acme-portal.', $this->notices() );
	}

	public function test_refresh_the_whole_site_is_for_administrators_only(): void {
		$this->assertSame( 'redirect https://cms.example.com/wp-admin/', $this->adminPost( 'headless_site_refresh', array( 'post' => '0', '_wpnonce' => 'nonce-headless_site_refresh_0' ) ) );
		$this->assertPurges( array( array( 'all' => true ) ) );
		$this->assertStringContainsString( 'Refreshed on the site: the whole site.', $this->notices() );

		WP::$caps = array( 'edit_posts', 'edit_post' );
		$this->assertSame(
			'die 403 Only administrators may refresh the whole site.',
			$this->adminPost( 'headless_site_refresh', array( 'post' => '0', '_wpnonce' => 'nonce-headless_site_refresh_0' ) )
		);
		$refused = $this->rest( '/refresh', array( 'post' => 0 ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( array( 'status' => 403 ), $refused->get_error_data() );
		$this->assertPurges( array() );
	}

	public function test_the_block_editor_refreshes_a_page_in_place(): void {
		$this->post( array( 'ID' => 640, 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		$answer = $this->rest( '/refresh', array( 'post' => 640 ) );
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
		$this->assertSame( 'Refreshed on the site: https://www.example.com/case-studies/acme-portal.', $answer->data['outcome']['message'] );
		$this->assertSame( '', $this->notices(), 'already shown in the editor' );
	}

	public function test_preview_and_view_on_site_links(): void {
		$post = $this->post( array( 'ID' => 650, 'post_type' => 'case_study', 'post_name' => 'acme-portal', 'post_status' => 'future' ) );
		$this->assertSame( 'https://www.example.com/preview/caseStudy/650', apply_filters( 'preview_post_link', 'https://cms.example.com/?p=650&preview=true', $post ) );
		$blog = $this->post( array( 'post_type' => 'post', 'post_name' => 'news' ) );
		$this->assertSame( 'https://cms.example.com/?p=1&preview=true', apply_filters( 'preview_post_link', 'https://cms.example.com/?p=1&preview=true', $blog ) );

		$this->assertSame( array(), apply_filters( 'post_row_actions', array(), $post ), 'not published: no live page' );
		$live    = $this->post( array( 'post_type' => 'service', 'post_name' => 'data' ) );
		$actions = apply_filters( 'post_row_actions', array(), $live );
		$this->assertSame( '<a href="https://www.example.com/services/data" target="_blank" rel="noopener">View on site</a>', $actions['headless_view'] );
	}
}
