<?php
/**
 * Each change editors make sends the site's purge for exactly what shows it, after the request.
 *
 * @package headless-site
 */

// phpcs:disable

final class PurgeOnChangeTest extends Headless_Site_TestCase {
	private function caseStudy( string $status = 'publish', string $slug = 'acme-portal' ): WP_Post {
		return $this->post( array( 'post_type' => 'case_study', 'post_status' => $status, 'post_name' => $slug ) );
	}

	public function test_publishing_a_case_study_purges_its_page_after_the_request(): void {
		$this->update( $this->caseStudy( 'draft' ), array( 'post_status' => 'publish' ) );
		$this->assertSame( array(), WP::$requests, 'nothing is sent while WordPress saves' );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
	}

	public function test_updating_a_published_page_a_child_page_and_a_service(): void {
		$company = $this->post( array( 'post_type' => 'page', 'post_name' => 'company' ) );
		$about   = $this->post( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$this->update( $about, array( 'post_title' => 'About us' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/about' ) ) ) );

		$team = $this->post( array( 'post_type' => 'page', 'post_name' => 'team', 'post_parent' => $company->ID ) );
		$this->update( $team, array( 'post_title' => 'Team' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/company/team' ) ) ) );

		$this->update( $this->post( array( 'post_type' => 'service', 'post_name' => 'data' ) ), array( 'post_title' => 'Data' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/services/data' ) ) ) );
	}

	public function test_the_front_page_is_purged_at_slash_and_at_its_own_slug(): void {
		$home                         = $this->post( array( 'post_type' => 'page', 'post_name' => 'home' ) );
		WP::$options['show_on_front'] = 'page';
		WP::$options['page_on_front'] = (string) $home->ID;
		$this->update( $home, array( 'post_title' => 'Welcome' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/', '/home' ) ) ) );
	}

	public function test_a_new_slug_purges_the_old_address_and_the_new_one(): void {
		$this->update( $this->caseStudy(), array( 'post_name' => 'acme-customer-portal' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-customer-portal', '/case-studies/acme-portal' ) ) ) );
	}

	public static function unpublished(): array {
		return array( 'draft' => array( 'draft' ), 'private' => array( 'private' ), 'pending' => array( 'pending' ) );
	}

	/** @dataProvider unpublished */
	public function test_unpublishing_purges_the_page_it_had( string $status ): void {
		$this->update( $this->caseStudy(), array( 'post_status' => $status ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
	}

	public function test_a_scheduled_post_going_live_by_wp_cron(): void {
		WP::$user = 0;
		$post     = $this->caseStudy( 'future' );
		// wp_publish_post(): the status changes without wp_update_post(), so only the transition fires.
		$post->post_status = 'publish';
		do_action( 'transition_post_status', 'publish', 'future', $post );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
	}

	public function test_trashing_purges_the_address_before_the_trashed_suffix(): void {
		$this->update( $this->caseStudy(), array( 'post_status' => 'trash', 'post_name' => 'acme-portal__trashed' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
	}

	public function test_deleting_a_published_post_purges_it_and_deleting_from_the_trash_does_not(): void {
		$post = $this->caseStudy();
		do_action( 'before_delete_post', $post->ID, $post );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );

		$trashed = $this->caseStudy( 'trash', 'old__trashed' );
		do_action( 'before_delete_post', $trashed->ID, $trashed );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_what_the_site_does_not_show_sends_nothing(): void {
		$this->update( $this->caseStudy( 'draft' ), array( 'post_title' => 'Still a draft' ) );
		$this->update( $this->post( array( 'post_type' => 'post', 'post_name' => 'blog-post' ) ), array( 'post_title' => 'Blog' ) );
		$this->update( $this->post( array( 'post_type' => 'revision', 'post_name' => '12-revision-v1' ) ), array( 'post_title' => 'R' ) );
		$this->update( $this->post( array( 'post_type' => 'case_study', 'post_name' => '12-autosave-v1' ) ), array( 'post_title' => 'A' ) );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_list_items_purge_the_lists(): void {
		$this->update( $this->post( array( 'post_type' => 'project', 'post_name' => 'atlas' ) ), array( 'post_title' => 'Atlas' ) );
		$this->update( $this->post( array( 'post_type' => 'team_member', 'post_name' => 'ivana' ) ), array( 'post_status' => 'draft' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'list' ) ) ) );
	}

	public function test_a_vacancy_type_added_by_the_filter(): void {
		add_filter(
			'headless_preview_types',
			function ( $types ) {
				return $types + array( 'job_position' => 'vacancy' );
			}
		);
		$this->update( $this->post( array( 'post_type' => 'job_position', 'post_name' => 'backend-engineer' ) ), array( 'post_title' => 'Backend' ) );
		remove_filters_added_by_tests( 'headless_preview_types' );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/careers/backend-engineer' ) ) ) );
	}

	public function test_menus_and_their_locations_purge_the_site_details(): void {
		do_action( 'wp_update_nav_menu', 5, array() );
		do_action( 'wp_update_nav_menu_item', 5, 51, array() );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'site' ) ) ) );
		do_action( 'wp_delete_nav_menu', 5 );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'site' ) ) ) );
		update_option( 'theme_mods_minimal', array( 'nav_menu_locations' => array( 'header' => 5 ) ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'site' ) ) ) );
	}

	public function test_settings_general_purges_everything_or_the_site_details_and_reading_every_page(): void {
		// The name and tagline are in every page's SEO title (Yoast's %%sitename%%).
		WP::$options['blogname'] = 'Northwind Labs';
		update_option( 'blogname', 'Acme Robotics' );
		update_option( 'blogdescription', 'Robots that help' );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );
		update_option( 'wpseo_titles', array( 'title-page' => '%%title%% | %%sitename%%' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );
		update_option( 'admin_email', 'hello@acme.example' );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'site' ) ) ) );
		update_option( 'page_on_front', '21' );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'page' ) ) ) );
		update_option( 'date_format', 'Y-m-d' );
		$this->endRequest();
		$this->assertPurges( array() );
		// Settings → Permalinks: every post's address (`uri`) changes with it, the menus' links too.
		update_option( 'permalink_structure', '/blog/%postname%/' );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );
	}

	public function test_media_purges_the_pages_and_lists_that_show_it(): void {
		$study  = $this->caseStudy();
		$about  = $this->post( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$client = $this->post( array( 'post_type' => 'project', 'post_name' => 'atlas' ) );
		$draft  = $this->post( array( 'post_type' => 'case_study', 'post_name' => 'draft', 'post_status' => 'draft' ) );
		$image  = $this->post( array( 'ID' => 700, 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_name' => 'arm', 'post_parent' => $draft->ID ) );
		// Featured image of the case study, logo of a list item (both post meta); an image block on About.
		WP::$db_answers = array(
			'wp_postmeta' => array( $study->ID, $client->ID ),
			'wp_posts'    => array( $about->ID ),
		);
		do_action( 'updated_post_meta', 1, 700, '_wp_attachment_image_alt', 'A robot arm' );
		$this->endRequest();
		$this->assertPurges(
			array(
				array( 'paths' => array( '/case-studies/acme-portal', '/about' ) ),
				array( 'types' => array( 'list' ) ),
			)
		);
		global $wpdb;
		$this->assertSame(
			array(
				"SELECT DISTINCT post_id FROM wp_postmeta WHERE meta_value = '700'",
				'SELECT ID FROM wp_posts WHERE post_status = \'publish\' AND (post_content LIKE \'%wp-image-700\\"%\' OR post_content LIKE \'%id\\":700,%\' OR post_content LIKE \'%id\\":700}%\')',
			),
			$wpdb->queries
		);

		foreach ( array( array( 'updated_post_meta', '_wp_attached_file' ), array( 'updated_post_meta', '_wp_attachment_metadata' ), array( 'deleted_post_meta', '_wp_attachment_image_alt' ) ) as list( $hook, $key ) ) {
			do_action( $hook, 2, 700, $key, '' );
			$this->endRequest();
			$this->assertCount( 2, WP::$requests, "$hook $key" );
			WP::$requests = array();
		}
		do_action( 'attachment_updated', 700, $image, $image );
		$this->endRequest();
		$this->assertCount( 2, WP::$requests );
		WP::$requests = array();
		do_action( 'delete_attachment', 700, $image );
		$this->endRequest();
		$this->assertCount( 2, WP::$requests );
		WP::$requests = array();

		do_action( 'updated_post_meta', 3, 700, '_edit_lock', '1700000000:1' );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_a_featured_image_set_or_removed_on_a_published_post(): void {
		$study = $this->caseStudy();
		do_action( 'added_post_meta', 1, $study->ID, '_thumbnail_id', 700 );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
		do_action( 'deleted_post_meta', array( 1 ), $study->ID, '_thumbnail_id', '' );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal' ) ) ) );
		$draft = $this->caseStudy( 'draft', 'draft-study' );
		do_action( 'added_post_meta', 2, $draft->ID, '_thumbnail_id', 700 );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_media_nothing_shows_yet_sends_nothing(): void {
		$this->post( array( 'ID' => 701, 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_name' => 'new' ) );
		do_action( 'added_post_meta', 1, 701, '_wp_attached_file', '2026/11/new.jpg' );
		do_action( 'added_post_meta', 2, 701, '_wp_attachment_metadata', array() );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_media_attached_to_a_published_post(): void {
		$service = $this->post( array( 'post_type' => 'service', 'post_name' => 'data' ) );
		$this->post( array( 'ID' => 702, 'post_type' => 'attachment', 'post_status' => 'inherit', 'post_name' => 'chart', 'post_parent' => $service->ID ) );
		do_action( 'updated_post_meta', 1, 702, '_wp_attachment_image_alt', 'A chart' );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/services/data' ) ) ) );
	}

	public function test_terms_purge_every_type_they_classify(): void {
		do_action( 'edited_term', 9, 9, 'case_study_tag', array() );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'caseStudy' ) ) ) );
		do_action( 'delete_term', 10, 10, 'industry', null, array() );
		$this->endRequest();
		$this->assertPurges( array( array( 'types' => array( 'caseStudy', 'list' ) ) ) );
		do_action( 'created_term', 11, 11, 'category' );
		$this->endRequest();
		$this->assertPurges( array() );
	}

	public function test_a_contact_form_7_form_saved_or_deleted_purges_everything(): void {
		do_action( 'wpcf7_after_save', new stdClass() );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );
		$form = $this->post( array( 'post_type' => 'wpcf7_contact_form', 'post_name' => 'contact', 'post_status' => 'publish' ) );
		do_action( 'before_delete_post', $form->ID, $form );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );
	}

	public function test_changes_of_one_request_are_merged(): void {
		$this->update( $this->caseStudy(), array( 'post_title' => 'New title' ) );
		$this->update( $this->post( array( 'post_type' => 'page', 'post_name' => 'about' ) ), array( 'post_title' => 'About' ) );
		do_action( 'wp_update_nav_menu', 5, array() );
		$this->endRequest();
		$this->assertPurges(
			array(
				array( 'paths' => array( '/case-studies/acme-portal', '/about' ) ),
				array( 'types' => array( 'site' ) ),
			)
		);
	}

	public function test_everything_wins_over_the_rest_and_many_paths_are_sent_200_at_a_time(): void {
		$this->update( $this->caseStudy(), array( 'post_title' => 'New title' ) );
		do_action( 'wpcf7_after_save', new stdClass() );
		$this->endRequest();
		$this->assertPurges( array( array( 'all' => true ) ) );

		for ( $i = 0; $i < 201; $i++ ) {
			$this->update( $this->caseStudy( 'publish', "study-$i" ), array( 'post_title' => "Study $i" ) );
		}
		$this->endRequest();
		$this->assertCount( 2, WP::$requests );
		$this->assertCount( 200, json_decode( WP::$requests[0]['args']['body'], true )['paths'] );
		$this->assertSame( array( 'paths' => array( '/case-studies/study-200' ) ), json_decode( WP::$requests[1]['args']['body'], true ) );
		WP::$requests = array();
	}

	public function test_a_reusable_block_edited_purges_the_published_posts_that_show_it(): void {
		$study   = $this->caseStudy();
		$about   = $this->post( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$block   = $this->post( array( 'ID' => 195, 'post_type' => 'wp_block', 'post_name' => 'promo' ) );
		WP::$db_answers = array( 'wp_posts' => array( $study->ID, $about->ID, 195 ) );
		$this->update( $block, array( 'post_title' => 'Promo, edited' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/acme-portal', '/about' ) ) ) );
		global $wpdb;
		$this->assertSame(
			'SELECT ID FROM wp_posts WHERE post_status = \'publish\' AND (post_content LIKE \'%\"ref\":195}%\' OR post_content LIKE \'%\"ref\":195,%\')',
			$wpdb->queries[0]
		);
	}

	public function test_a_reusable_block_nothing_shows_purges_nothing(): void {
		$block = $this->post( array( 'ID' => 196, 'post_type' => 'wp_block', 'post_name' => 'unused' ) );
		$this->update( $block, array( 'post_status' => 'trash' ) );
		$this->endRequest();
		$this->assertPurges( array() );
	}
}
