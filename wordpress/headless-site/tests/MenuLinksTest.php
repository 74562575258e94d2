<?php
/**
 * A menu item that links a post takes its address (and, without a label of its own, its title)
 * from the post when WPGraphQL reads the menu: changing the post changes every page's menu.
 *
 * @package headless-site
 */

// phpcs:disable

final class MenuLinksTest extends Headless_Site_TestCase {
	private function page( string $slug, int $parent = 0 ): WP_Post {
		return $this->post( array( 'post_type' => 'page', 'post_name' => $slug, 'post_parent' => $parent, 'post_status' => 'publish' ) );
	}

	public function test_a_page_a_menu_links_renamed_purges_its_addresses_and_the_menus(): void {
		$company          = $this->page( 'company' );
		WP::$menu_items[ $company->ID ] = array( 212 );
		$this->update( $company, array( 'post_name' => 'our-company' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/our-company', '/company' ) ), array( 'types' => array( 'site' ) ) ) );
	}

	public function test_a_parent_renamed_purges_the_menus_when_a_menu_links_a_page_below_it(): void {
		$company = $this->page( 'company' );
		$history = $this->page( 'history', $company->ID );
		WP::$menu_items[ $history->ID ] = array( 213 );
		$this->update( $company, array( 'post_name' => 'our-company' ) );
		$this->endRequest();
		$this->assertPurges(
			array(
				array( 'paths' => array( '/our-company', '/company', '/company/history', '/our-company/history' ) ),
				array( 'types' => array( 'site' ) ),
			)
		);
	}

	public function test_a_case_study_a_menu_links_moved_to_draft_purges_the_menus(): void {
		$study = $this->post( array( 'post_type' => 'case_study', 'post_name' => 'fleet', 'post_status' => 'publish' ) );
		WP::$menu_items[ $study->ID ] = array( 300 );
		$this->update( $study, array( 'post_status' => 'draft' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/case-studies/fleet' ) ), array( 'types' => array( 'site' ) ) ) );
	}

	public function test_a_page_no_menu_links_leaves_the_menus_alone(): void {
		$about = $this->page( 'about' );
		$this->page( 'team', $about->ID );
		WP::$menu_items[ 999 ] = array( 214 );
		$this->update( $about, array( 'post_title' => 'About us' ) );
		$this->endRequest();
		$this->assertPurges( array( array( 'paths' => array( '/about' ) ) ) );
	}
}
