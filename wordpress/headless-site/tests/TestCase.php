<?php
/**
 * Shared set-up: a fresh WordPress state, the site's post types, and helpers that act as WordPress
 * does when an editor saves, and that read what went over the wire.
 *
 * @package headless-site
 */

// phpcs:disable

abstract class Headless_Site_TestCase extends PHPUnit\Framework\TestCase {
	/** PHP warnings and notices met during the test (none is allowed). */
	protected array $php_errors = array();
	protected string $log_file  = '';

	protected function setUp(): void {
		WP::reset();
		Headless_Site_Queue::take();
		WP::$post_types = array(
			'project'     => (object) array( 'show_in_graphql' => true, 'graphql_single_name' => 'project' ),
			'team_member' => (object) array( 'show_in_graphql' => true, 'graphql_single_name' => 'managementTeamMember' ),
			'post'        => (object) array( 'show_in_graphql' => true, 'graphql_single_name' => 'post' ),
		);
		WP::$taxonomies = array(
			'case_study_tag' => (object) array( 'object_type' => array( 'case_study' ) ),
			'industry'       => (object) array( 'object_type' => array( 'case_study', 'project' ) ),
			'category'       => (object) array( 'object_type' => array( 'post' ) ),
		);
		$_GET = $_REQUEST = $_SERVER['HTTP_REFERER'] = array();
		unset( $_SERVER['HTTP_REFERER'] );
		$this->php_errors = array();
		set_error_handler(
			function ( $severity, $message, $file, $line ) {
				$this->php_errors[] = "$message ($file:$line)";
				return true;
			}
		);
		// Whatever PHP would log goes here, so a test can show the token never reaches a log.
		$this->log_file = tempnam( sys_get_temp_dir(), 'headless-site-log' );
		ini_set( 'error_log', $this->log_file );
	}

	protected function tearDown(): void {
		restore_error_handler();
		$log = (string) file_get_contents( $this->log_file );
		unlink( $this->log_file );
		$this->assertSame( array(), $this->php_errors, 'no PHP warning or notice' );
		$this->assertStringNotContainsString( 'test-purge-token', $log, 'the token is never logged' );
	}

	protected function post( array $fields ): WP_Post {
		$post                    = new WP_Post( $fields + array( 'ID' => 100 + count( WP::$posts ) ) );
		WP::$posts[ $post->ID ] = $post;
		return $post;
	}

	/** wp_update_post(): the status transition, then post_updated with the post before and after. */
	protected function update( WP_Post $before, array $changes ): WP_Post {
		$after                   = clone $before;
		foreach ( $changes as $key => $value ) {
			$after->$key = $value;
		}
		WP::$posts[ $after->ID ] = $after;
		do_action( 'transition_post_status', $after->post_status, $before->post_status, $after );
		do_action( 'post_updated', $after->ID, $after, $before );
		return $after;
	}

	/** The end of WordPress's request: the answer has gone, the plugin sends its purges. */
	protected function endRequest(): void {
		do_action( 'shutdown' );
	}

	/** Asserts the purge requests sent, in order: URL, headers, body, a short timeout. */
	protected function assertPurges( array $bodies ): void {
		$this->assertCount( count( $bodies ), WP::$requests, 'purge requests sent: ' . json_encode( array_map( fn ( $r ) => $r['args']['body'], WP::$requests ) ) );
		foreach ( $bodies as $i => $body ) {
			$request = WP::$requests[ $i ];
			$this->assertSame( 'https://www.example.com/__cache/purge', $request['url'] );
			$this->assertSame(
				array(
					'Authorization' => 'Bearer test-purge-token',
					'Content-Type'  => 'application/json',
				),
				$request['args']['headers']
			);
			$this->assertSame( json_encode( $body ), $request['args']['body'] );
			$this->assertSame( 3.0, $request['args']['timeout'] );
			$this->assertSame( 0, $request['args']['redirection'] );
		}
		WP::$requests = array();
	}

	/** What admin_notices prints on the next admin screen. */
	protected function notices(): string {
		ob_start();
		do_action( 'admin_notices' );
		return (string) ob_get_clean();
	}

	/** Runs an admin-post.php action; returns where it redirected (or why it stopped). */
	protected function adminPost( string $action, array $query ): string {
		$_GET = $_REQUEST = $query;
		try {
			do_action( 'admin_post_' . $action );
		} catch ( WP_Test_Exit $exit ) {
			return $exit->getMessage();
		}
		return 'no exit';
	}

	protected function rest( string $route, array $params = array() ) {
		do_action( 'rest_api_init' );
		$route = WP::$routes[ 'headless-site/v1' . $route ];
		if ( ! call_user_func( $route['permission_callback'] ) ) {
			return 'forbidden';
		}
		return call_user_func( $route['callback'], new WP_REST_Request( $params ) );
	}
}
