<?php
/**
 * A WordPress whose wp-config.php lacks the constants (run with HEADLESS_SITE_TEST_UNCONFIGURED=1):
 * saves work, nothing is sent, editors are told why, administrators what to set.
 *
 * @package headless-site
 */

// phpcs:disable

final class UnconfiguredTest extends Headless_Site_TestCase {
	public function test_a_save_sends_nothing_and_says_why(): void {
		$this->assertFalse( defined( 'HEADLESS_SITE_URL' ) );
		$post = $this->post( array( 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		$this->update( $post, array( 'post_title' => 'New title' ) );
		$this->endRequest();
		$this->assertSame( array(), WP::$requests );
		$notices = html_entity_decode( $this->notices(), ENT_QUOTES );
		$this->assertStringContainsString( 'The site was not refreshed: wp-config.php does not define HEADLESS_SITE_URL and HEADLESS_SITE_PURGE_TOKEN.', $notices );
		$this->assertStringContainsString( 'Headless site: define HEADLESS_SITE_URL and HEADLESS_SITE_PURGE_TOKEN in wp-config.php', $notices );
		$this->assertStringNotContainsString( 'Retry', $notices, 'a retry could not work either' );
	}

	public function test_previews_stay_wordpress_own_and_the_settings_screen_says_what_is_missing(): void {
		$post = $this->post( array( 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		$this->assertSame( 'https://cms.example.com/?p=1&preview=true', apply_filters( 'preview_post_link', 'https://cms.example.com/?p=1&preview=true', $post ) );
		ob_start();
		headless_site_settings_page();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'Not checked: wp-config.php does not define HEADLESS_SITE_URL and HEADLESS_SITE_PURGE_TOKEN.', $page );
		$this->assertSame( array(), WP::$requests );
	}
}
