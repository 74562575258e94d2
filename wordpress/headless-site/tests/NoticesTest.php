<?php
/**
 * Editors see what happened: the refreshed addresses after a save, or why not with "Retry"; a site
 * that is down never breaks the save nor raises a PHP warning, and the token never shows.
 *
 * @package headless-site
 */

// phpcs:disable

final class NoticesTest extends Headless_Site_TestCase {
	private function saveCaseStudy( string $slug = 'acme-portal' ): void {
		$post = $this->post( array( 'post_type' => 'case_study', 'post_name' => $slug ) );
		$this->update( $post, array( 'post_title' => 'New title' ) );
		$this->endRequest();
	}

	private function siteIsDown(): void {
		WP::$answer = new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to www.example.com port 443 after 3 ms: Connection refused' );
	}

	public function test_after_a_save_the_next_screen_names_the_refreshed_address_once(): void {
		$this->saveCaseStudy();
		$notices = $this->notices();
		$this->assertStringContainsString( 'notice-success', $notices );
		$this->assertStringContainsString( 'Refreshed on the site: https://www.example.com/case-studies/acme-portal.', $notices );
		$this->assertSame( '', $this->notices(), 'shown once' );
	}

	public function test_a_site_that_is_down_gives_a_notice_with_retry_and_no_php_warning(): void {
		$this->siteIsDown();
		$this->saveCaseStudy();
		$this->assertCount( 1, WP::$requests );
		$notices = $this->notices();
		$this->assertStringContainsString( 'notice-error', $notices );
		$this->assertStringContainsString(
			'The site was not refreshed (https://www.example.com/case-studies/acme-portal): it did not answer (cURL error 7: Failed to connect to www.example.com port 443 after 3 ms: Connection refused).',
			$notices
		);
		$this->assertStringContainsString( 'href="https://cms.example.com/wp-admin/admin-post.php?action=headless_site_retry&amp;_wpnonce=nonce-headless_site_retry"', $notices );
		$this->assertStringContainsString( '>Retry</a>', $notices );
		// Shown on every screen until it is fixed, to everyone who edits.
		$this->assertStringContainsString( 'Retry', $this->notices() );
		$this->assertStringNotContainsString( 'test-purge-token', $notices . json_encode( WP::$options ) . json_encode( WP::$transients ) );
	}

	public function test_retry_sends_what_failed_from_every_save_and_clears_the_notice(): void {
		$this->siteIsDown();
		$this->saveCaseStudy( 'one' );
		$this->saveCaseStudy( 'two' );
		WP::$requests = array();
		WP::$answer   = WP::json( 200, array( 'ok' => true, 'purged' => array() ) );
		$_SERVER['HTTP_REFERER'] = 'https://cms.example.com/wp-admin/post.php?post=100&action=edit';
		$this->assertSame(
			'redirect https://cms.example.com/wp-admin/post.php?post=100&action=edit',
			$this->adminPost( 'headless_site_retry', array( '_wpnonce' => 'nonce-headless_site_retry' ) )
		);
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/one', '/case-studies/two' ) ) ) );
		$notices = $this->notices();
		$this->assertStringContainsString( 'Refreshed on the site: https://www.example.com/case-studies/one, https://www.example.com/case-studies/two.', $notices );
		$this->assertStringNotContainsString( 'Retry', $notices );
	}

	public function test_retry_needs_its_nonce(): void {
		$this->siteIsDown();
		$this->saveCaseStudy();
		WP::$requests = array();
		$this->assertSame( 'bad nonce', $this->adminPost( 'headless_site_retry', array( '_wpnonce' => 'forged' ) ) );
		$this->assertPurges( array() );
	}

	public function test_a_refused_token_and_a_failing_site_say_so(): void {
		WP::$answer = WP::json( 401, array( 'error' => 'A valid bearer token is required.' ) );
		$this->saveCaseStudy();
		$this->assertStringContainsString( 'it refused the purge token (HTTP 401). HEADLESS_SITE_PURGE_TOKEN in wp-config.php must equal the site\'s PURGE_TOKEN.', html_entity_decode( $this->notices(), ENT_QUOTES ) );

		delete_option( HEADLESS_SITE_FAILED_OPTION );
		WP::$answer = array( 'response' => array( 'code' => 502 ), 'body' => '<html>Bad gateway</html>' );
		$this->saveCaseStudy();
		$this->assertStringContainsString( 'it answered HTTP 502.', $this->notices() );

		// The site's own error, in JSON, is shown with its status.
		delete_option( HEADLESS_SITE_FAILED_OPTION );
		WP::$answer = WP::json( 413, array( 'error' => 'Body too large.' ) );
		$this->saveCaseStudy();
		$this->assertStringContainsString( 'it answered HTTP 413: Body too large. Visitors see', $this->notices() );
	}

	public function test_a_refresh_by_wp_cron_that_fails_is_shown_to_editors(): void {
		WP::$user = 0;
		$this->siteIsDown();
		$this->saveCaseStudy();
		WP::$user = 1;
		$this->assertStringContainsString( 'https://www.example.com/case-studies/acme-portal', $this->notices() );
	}

	public function test_the_block_editor_reads_the_outcome_of_its_save_once(): void {
		$this->saveCaseStudy();
		$answer = $this->rest( '/outcome', array( 'after' => 0 ) );
		$this->assertSame(
			array(
				'outcome' => array(
					'seq'       => 1,
					'ok'        => true,
					'code'      => 'ok',
					'message'   => 'Refreshed on the site: https://www.example.com/case-studies/acme-portal.',
					'addresses' => array( 'https://www.example.com/case-studies/acme-portal' ),
					'canRetry'  => false,
				),
			),
			$answer->data
		);
		$this->assertSame( array( 'outcome' => null ), $this->rest( '/outcome', array( 'after' => 1 ) )->data );
		$this->assertSame( '', $this->notices(), 'seen in the editor, not shown again' );
	}

	public function test_the_block_editor_retries(): void {
		$this->siteIsDown();
		$this->saveCaseStudy();
		$this->assertTrue( $this->rest( '/outcome' )->data['outcome']['canRetry'] );
		WP::$requests = array();
		WP::$answer   = WP::json( 200, array( 'ok' => true ) );
		$answer       = $this->rest( '/retry' );
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
		$this->assertTrue( $answer->data['outcome']['ok'] );
		$this->assertFalse( $answer->data['outcome']['canRetry'] );
	}

	public function test_rest_routes_need_an_editor(): void {
		WP::$caps = array();
		$this->assertSame( 'forbidden', $this->rest( '/outcome' ) );
		$this->assertSame( 'forbidden', $this->rest( '/retry' ) );
		$this->assertSame( 'forbidden', $this->rest( '/refresh', array( 'post' => 0 ) ) );
	}
}
