<?php
/**
 * Which site pages show a post. The site routes by WPGraphQL's names: a post type is found by its
 * `graphql_single_name` (or the `headless_preview_types` filter), then its kind says where its page
 * lives. The routes mirror the site's `worker/page-kinds.tsx`.
 *
 * @package headless-site
 */

defined( 'ABSPATH' ) || exit;

/** Detail routes of the site by GraphQL type name: the post's slug goes after the prefix. */
const HEADLESS_SITE_DETAIL_ROUTES = array(
	'caseStudy' => '/case-studies/',
	'service'   => '/services/',
	'vacancy'   => '/careers/',
);

/** GraphQL type names of the items the site's list blocks show (projects, logos, the team…). */
const HEADLESS_SITE_LIST_TYPES = array( 'project', 'technology', 'vertical', 'partner', 'client', 'award', 'managementTeamMember' );

/**
 * Post types the site previews, by WordPress post type, each with its name in the site's routes
 * (WPGraphQL's graphql_single_name). A site adds its own, e.g. its vacancies:
 *
 *     add_filter( 'headless_preview_types', function ( $types ) {
 *         $types['job_position'] = 'vacancy';
 *         return $types;
 *     } );
 */
function headless_preview_types(): array {
	$types = array(
		'page'       => 'page',
		'case_study' => 'caseStudy',
		'service'    => 'service',
	);
	return (array) apply_filters( 'headless_preview_types', $types );
}

/**
 * The GraphQL type name of a post type the site shows, or null.
 *
 * @param string $post_type WordPress post type.
 */
function headless_site_graphql_name( string $post_type ): ?string {
	$types = headless_preview_types();
	if ( isset( $types[ $post_type ] ) ) {
		return (string) $types[ $post_type ];
	}
	$object = get_post_type_object( $post_type );
	if ( $object && ! empty( $object->show_in_graphql ) && ! empty( $object->graphql_single_name ) ) {
		return (string) $object->graphql_single_name;
	}
	return null;
}

/**
 * The site's purge type for a post type (`page`, `caseStudy`, `service`, `vacancy`, `list`), or null
 * when the site does not show it.
 *
 * @param string $post_type WordPress post type.
 */
function headless_site_content_type( string $post_type ): ?string {
	$name = headless_site_graphql_name( $post_type );
	if ( 'page' === $name || isset( HEADLESS_SITE_DETAIL_ROUTES[ $name ] ) ) {
		return $name;
	}
	return in_array( $name, HEADLESS_SITE_LIST_TYPES, true ) ? 'list' : null;
}

/**
 * A page address without the trash's suffix on its slug or its parents' (`about__trashed/team`).
 *
 * @param string $uri A page address.
 */
function headless_site_untrashed( string $uri ): string {
	return (string) preg_replace( '#__trashed(?=/|$)#', '', $uri );
}

/**
 * The site paths that show a post while it is published: its own page (the front page also at
 * `/`). Items of lists have no page of their own (their lists are purged by type).
 *
 * @param WP_Post $post The post as it is (or was) published.
 * @return string[]
 */
function headless_site_post_paths( WP_Post $post ): array {
	$type = headless_site_content_type( $post->post_type );
	// WordPress appends __trashed to the slug of a post in the trash.
	$slug = preg_replace( '/__trashed$/', '', (string) $post->post_name );
	if ( '' === $slug || null === $type ) {
		return array();
	}
	if ( 'page' === $type ) {
		$uri   = headless_site_untrashed( trim( (string) get_page_uri( $post ), '/' ) );
		$paths = array( '/' . $uri );
		if ( 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === (int) $post->ID ) {
			array_unshift( $paths, '/' );
		}
		return $paths;
	}
	return isset( HEADLESS_SITE_DETAIL_ROUTES[ $type ] ) ? array( HEADLESS_SITE_DETAIL_ROUTES[ $type ] . $slug ) : array();
}

/**
 * What a purge type covers, for the editor's notice.
 *
 * @param string $type A purge type.
 */
function headless_site_type_label( string $type ): string {
	$labels = array(
		'page'      => __( 'every page', 'headless-site' ),
		'caseStudy' => __( 'every case study and the case study lists', 'headless-site' ),
		'service'   => __( 'every service and the service lists', 'headless-site' ),
		'vacancy'   => __( 'the vacancies', 'headless-site' ),
		'list'      => __( 'the lists of projects, technologies, industries, partners, clients, awards and the team', 'headless-site' ),
		'site'      => __( 'the site name, tagline, email and menus', 'headless-site' ),
	);
	return $labels[ $type ] ?? $type;
}
