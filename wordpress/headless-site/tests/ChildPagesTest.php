<?php
/**
 * A page's address is its parents' slugs and its own: when a page's slug or parent changes,
 * WordPress moves every page below it too, and the site must forget their old addresses.
 *
 * @package headless-site
 */

// phpcs:disable

final class ChildPagesTest extends Headless_Site_TestCase {
	private function page( string $slug, int $parent = 0, string $status = 'publish' ): WP_Post {
		return $this->post( array( 'post_type' => 'page', 'post_name' => $slug, 'post_parent' => $parent, 'post_status' => $status ) );
	}

	public function test_a_parent_renamed_purges_the_old_and_new_address_of_each_page_below_it(): void {
		$about = $this->page( 'about' );
		$team  = $this->page( 'team', $about->ID );
		$this->page( 'lead', $team->ID );
		// A draft child is on no address; the published page below it is.
		$history = $this->page( 'history', $about->ID, 'draft' );
		$this->page( 'founders', $history->ID );
		$this->page( 'contact' );
		$this->update( $about, array( 'post_name' => 'company' ) );
		$this->endRequest();
		$this->assertPurges(
			array(
				array(
					'paths' => array(
						'/company',
						'/about',
						'/about/team',
						'/company/team',
						'/about/team/lead',
						'/company/team/lead',
						'/about/history/founders',
						'/company/history/founders',
					),
				),
			)
		);
	}

	public function test_a_page_moved_under_another_parent_purges_its_subtree_at_both_places(): void {
		$company = $this->page( 'company' );
		$team    = $this->page( 'team' );
		$this->page( 'lead', $team->ID );
		$this->update( $team, array( 'post_parent' => $company->ID ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/company/team', '/team', '/team/lead', '/company/team/lead' ) ) ) );
	}

	public function test_a_child_renamed_alone_purges_only_its_own_subtree(): void {
		$company = $this->page( 'company' );
		$team    = $this->page( 'team', $company->ID );
		$this->page( 'lead', $team->ID );
		$careers = $this->page( 'careers', $company->ID );
		$this->page( 'open-roles', $careers->ID );
		$this->update( $team, array( 'post_name' => 'people' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/company/people', '/company/team', '/company/team/lead', '/company/people/lead' ) ) ) );
	}

	public function test_a_parent_saved_at_the_same_address_purges_only_itself(): void {
		$about = $this->page( 'about' );
		$this->page( 'team', $about->ID );
		$this->update( $about, array( 'post_title' => 'About us' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/about' ) ) ) );
	}

	public function test_a_draft_parent_renamed_moves_its_published_children(): void {
		$about = $this->page( 'about', 0, 'draft' );
		$this->page( 'team', $about->ID );
		$this->update( $about, array( 'post_name' => 'company' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/about/team', '/company/team' ) ) ) );
	}

	public function test_a_trashed_parent_takes_its_children_off_their_addresses(): void {
		$about = $this->page( 'about' );
		$this->page( 'team', $about->ID );
		// wp_trash_post(): the slug gets WordPress's suffix, so the child is at /about__trashed/team.
		$this->update( $about, array( 'post_status' => 'trash', 'post_name' => 'about__trashed' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/about', '/about/team' ) ) ) );
	}

	public function test_a_deleted_page_moves_its_children_up_to_its_parent(): void {
		$company = $this->page( 'company' );
		$about   = $this->page( 'about__trashed', $company->ID, 'trash' );
		$team    = $this->page( 'team', $about->ID );
		$this->page( 'lead', $team->ID );
		// wp_delete_post() then points the children at the deleted page's parent.
		do_action( 'before_delete_post', $about->ID, $about );
		$this->endRequest();
		$this->assertPurges(
			array(
				array( 'paths' => array( '/company/about/team', '/company/team', '/company/about/team/lead', '/company/team/lead' ) ),
			)
		);
	}

	public function test_refresh_this_page_on_a_parent_takes_the_published_pages_below_it(): void {
		$company = $this->page( 'company' );
		$history = $this->page( 'history', $company->ID );
		$this->page( 'founders', $history->ID );
		$draft = $this->page( 'plans', $company->ID, 'draft' );
		$this->page( 'ideas', $draft->ID );
		$this->page( 'contact' );
		$answer = $this->rest( '/refresh', array( 'post' => $company->ID ) );
		$this->assertPurges( array( array( 'paths' => array( '/company', '/company/history', '/company/history/founders', '/company/plans/ideas' ) ) ) );
		$this->assertStringContainsString( 'https://www.example.com/company/history/founders', $answer->data['outcome']['message'] );
	}

	public function test_refresh_this_page_on_a_page_with_many_children_sends_200_addresses_a_request(): void {
		$parent = $this->page( 'locations' );
		for ( $i = 1; $i <= 250; $i++ ) {
			$this->page( 'city-' . $i, $parent->ID );
		}
		$this->rest( '/refresh', array( 'post' => $parent->ID ) );
		$this->assertCount( 2, WP::$requests );
		$this->assertCount( 200, json_decode( WP::$requests[0]['args']['body'], true )['paths'] );
		$this->assertCount( 51, json_decode( WP::$requests[1]['args']['body'], true )['paths'] );
	}
}
