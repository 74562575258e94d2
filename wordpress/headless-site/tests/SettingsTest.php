<?php
/**
 * Settings → Headless site: whether the site answers and takes the token, never the token itself;
 * the menu locations; the block editor's script configuration.
 *
 * @package headless-site
 */

// phpcs:disable

final class SettingsTest extends Headless_Site_TestCase {
	private function page(): string {
		ob_start();
		headless_site_settings_page();
		return html_entity_decode( (string) ob_get_clean(), ENT_QUOTES );
	}

	public function test_a_reachable_site_that_takes_the_token_without_purging_anything(): void {
		WP::$answer = WP::json( 400, array( 'error' => 'Send { "paths": [...] }, { "types": [...] }, { "all": true } or a webhook body.' ) );
		$page       = $this->page();
		$this->assertStringContainsString( 'notice-success inline headless-site-status"><p>The site is reachable and accepts the purge token.', $page );
		$this->assertStringContainsString( '<td>https://www.example.com</td>', $page );
		$this->assertStringContainsString( '<td>set in wp-config.php</td>', $page );
		$this->assertStringContainsString( '<td>HEADER, MOBILE, FOOTER, LEGAL</td>', $page );
		$this->assertStringContainsString( 'Refresh the whole site</a>', $page );
		$this->assertStringNotContainsString( 'test-purge-token', $page );
		// The probe: an empty body, which the site refuses (400) only after checking the token (401).
		$this->assertCount( 1, WP::$requests );
		$this->assertSame( 'https://www.example.com/__cache/purge', WP::$requests[0]['url'] );
		$this->assertSame( '{}', WP::$requests[0]['args']['body'] );
		$this->assertSame( 'Bearer test-purge-token', WP::$requests[0]['args']['headers']['Authorization'] );
	}

	public function test_a_wrong_token_an_unreachable_site_and_a_wrong_address(): void {
		WP::$answer = WP::json( 401, array( 'error' => 'A valid bearer token is required.' ) );
		$this->assertStringContainsString( 'The site is reachable but refuses the purge token: HEADLESS_SITE_PURGE_TOKEN must equal the site\'s PURGE_TOKEN.', $this->page() );
		WP::$answer = new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 3001 milliseconds' );
		$this->assertStringContainsString( 'notice-error inline headless-site-status"><p>The site is not reachable from WordPress: cURL error 28: Operation timed out after 3001 milliseconds', $this->page() );
		WP::$answer = WP::json( 404, array( 'error' => 'Not found' ) );
		$this->assertStringContainsString( 'The site answered HTTP 404 at /__cache/purge: is HEADLESS_SITE_URL the site\'s public address?', $this->page() );
	}

	public function test_the_screen_is_for_administrators(): void {
		do_action( 'admin_menu' );
		$this->assertSame( array( 'Headless site', 'Headless site', 'manage_options', 'headless-site', 'headless_site_settings_page' ), WP::$pages[0] );
		WP::$caps = array( 'edit_posts' );
		$this->assertSame( '', $this->page() );
		$this->assertPurges( array() );
	}

	public function test_the_menu_locations_the_site_reads_keeping_the_themes_own(): void {
		WP::$menus = array( 'header' => 'Primary (theme)' );
		do_action( 'after_setup_theme' );
		$this->assertSame(
			array(
				'header' => 'Primary (theme)',
				'mobile' => 'Site mobile menu',
				'footer' => 'Site footer',
				'legal'  => 'Site legal links',
			),
			WP::$menus
		);
	}

	public function test_the_block_editor_script_gets_no_token(): void {
		WP::$current_post = $this->post( array( 'post_type' => 'case_study', 'post_name' => 'acme-portal' ) );
		do_action( 'enqueue_block_editor_assets' );
		$script = WP::$scripts['headless-site-editor'];
		$this->assertSame( 'https://cms.example.com/wp-content/plugins/headless-site/assets/editor.js', $script['src'] );
		$this->assertSame( array( 'window.headlessSiteEditor = {"shown":true,"seen":0,"canRefreshAll":true};' ), $script['inline'] );
	}
}
