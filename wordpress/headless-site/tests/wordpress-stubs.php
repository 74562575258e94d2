<?php
/**
 * WordPress at the plugin's boundary, for its tests: hooks run for real; options, transients, user
 * meta, posts and the HTTP API are held in memory (WP::), and every request is recorded, answered
 * with WP::$answer (a response array or a WP_Error).
 *
 * @package headless-site
 */

// phpcs:disable

final class WP {
	public static array $hooks = array();
	public static array $options = array();
	public static array $transients = array();
	public static array $user_meta = array();
	public static array $posts = array();
	public static array $post_types = array();
	public static array $taxonomies = array();
	public static array $menus = array();
	/** Menu item IDs linking each post (wp_get_associated_nav_menu_items()), by post ID. */
	public static array $menu_items = array();
	public static int $user = 1;
	public static array $caps = array( 'edit_posts', 'edit_post', 'manage_options' );
	public static bool $admin = true;
	public static ?object $screen = null;
	public static ?WP_Post $current_post = null;
	/** @var array<int, array{url: string, args: array}> */
	public static array $requests = array();
	/** @var array|WP_Error */
	public static $answer = null;
	public static array $routes = array();
	public static array $scripts = array();
	public static array $pages = array();
	/** Post IDs $wpdb->get_col() answers, by table (wp_posts, wp_postmeta). */
	public static array $db_answers = array();

	public static function reset(): void {
		self::$options      = array();
		self::$transients   = array();
		self::$user_meta    = array();
		self::$posts        = array();
		self::$menus        = array();
		self::$menu_items   = array();
		self::$user         = 1;
		self::$caps         = array( 'edit_posts', 'edit_post', 'manage_options' );
		self::$admin        = true;
		self::$screen       = null;
		self::$current_post = null;
		self::$requests     = array();
		self::$answer       = self::json( 200, array( 'ok' => true ) );
		self::$routes       = array();
		self::$scripts      = array();
		self::$pages        = array();
		self::$db_answers   = array();
		$GLOBALS['wpdb']    = new WP_Test_DB();
	}

	public static function json( int $status, $body ): array {
		return array(
			'response' => array( 'code' => $status ),
			'body'     => json_encode( $body ),
		);
	}
}

class WP_Post {
	public int $ID = 0;
	public string $post_type = 'post';
	public string $post_status = 'publish';
	public string $post_name = '';
	public int $post_parent = 0;
	public string $post_title = '';

	public function __construct( array $fields = array() ) {
		foreach ( $fields as $key => $value ) {
			$this->$key = $value;
		}
	}
}

class WP_Error {
	public function __construct( private string $code = '', private string $message = '', private $data = null ) {}
	public function get_error_code(): string { return $this->code; }
	public function get_error_message(): string { return $this->message; }
	public function get_error_data() { return $this->data; }
}

class WP_REST_Request implements ArrayAccess {
	public function __construct( private array $params = array() ) {}
	public function offsetExists( $key ): bool { return isset( $this->params[ $key ] ); }
	public function offsetGet( $key ): mixed { return $this->params[ $key ] ?? null; }
	public function offsetSet( $key, $value ): void { $this->params[ $key ] = $value; }
	public function offsetUnset( $key ): void { unset( $this->params[ $key ] ); }
}

class WP_REST_Response {
	public function __construct( public $data = null ) {}
}

class WP_Admin_Bar {
	public array $nodes = array();
	public function add_node( array $node ): void { $this->nodes[ $node['id'] ] = $node; }
}

/** wp_safe_redirect() and wp_die() end the request: here they throw, so the test goes on. */
class WP_Test_Exit extends Exception {}

// Hooks.
function add_action( $hook, $callback, $priority = 10, $args = 1 ) { return add_filter( $hook, $callback, $priority, $args ); }
function add_filter( $hook, $callback, $priority = 10, $args = 1 ) {
	WP::$hooks[ $hook ][ $priority ][] = array( $callback, $args );
	ksort( WP::$hooks[ $hook ] );
	return true;
}
function apply_filters( $hook, $value, ...$args ) {
	foreach ( WP::$hooks[ $hook ] ?? array() as $callbacks ) {
		foreach ( $callbacks as list( $callback, $count ) ) {
			$value = $callback( ...array_slice( array_merge( array( $value ), $args ), 0, $count ) );
		}
	}
	return $value;
}
function do_action( $hook, ...$args ) {
	foreach ( WP::$hooks[ $hook ] ?? array() as $callbacks ) {
		foreach ( $callbacks as list( $callback, $count ) ) {
			$callback( ...array_slice( $args, 0, $count ) );
		}
	}
}
// Shortcodes: [upper]text[/upper] is the one registered tag, and WP_Embed's placeholder for [embed]
// (outside the_content it renders nothing); shortcode_unautop() as WordPress's.
function do_shortcode( $content ) {
	$content = preg_replace( '/\[embed[^\]]*\].*?\[\/embed\]/s', '', $content );
	return preg_replace_callback( '/\[upper\](.*?)\[\/upper\]/s', fn ( $m ) => strtoupper( $m[1] ), $content );
}
// wpautop(): paragraphs from blank lines, <br /> for single breaks (block-level lines left alone).
function wpautop( $text ) {
	$out = array();
	foreach ( preg_split( '/\n\s*\n/', trim( (string) $text ) ) as $part ) {
		$out[] = preg_match( '/^<(h[1-6]|ul|ol|div|figure|p)\b/i', trim( $part ) ) ? trim( $part ) : '<p>' . str_replace( "\n", "<br />\n", trim( $part ) ) . '</p>';
	}
	return implode( "\n", $out ) . "\n";
}
function shortcode_unautop( $content ) {
	return preg_replace( '/<p>\s*(\[[^\]]+\].*?\[\/[^\]]+\])\s*<\/p>/s', '$1', $content );
}
function remove_filters_added_by_tests( string $hook ): void { unset( WP::$hooks[ $hook ] ); }

/**
 * $wpdb: answers get_col() from WP::$db_answers by the table the query reads, and records each query.
 */
final class WP_Test_DB {
	public string $posts    = 'wp_posts';
	public string $postmeta = 'wp_postmeta';
	public array $queries   = array();

	public function prepare( string $query, ...$args ): string {
		return vsprintf( str_replace( '%s', "'%s'", $query ), array_map( 'addslashes', $args ) );
	}

	public function get_col( string $query ): array {
		$this->queries[] = $query;
		foreach ( WP::$db_answers as $table => $ids ) {
			if ( str_contains( $query, "FROM $table " ) ) {
				return array_map( 'strval', $ids );
			}
		}
		return array();
	}
}
$GLOBALS['wpdb'] = new WP_Test_DB();

// Options, transients, user meta.
function get_option( $name, $default = false ) { return WP::$options[ $name ] ?? $default; }
function update_option( $name, $value, $autoload = null ) {
	$old                    = WP::$options[ $name ] ?? null;
	WP::$options[ $name ] = $value;
	if ( null === $old ) {
		do_action( 'added_option', $name, $value );
	} elseif ( $old !== $value ) {
		do_action( 'updated_option', $name, $old, $value );
	}
	return true;
}
function delete_option( $name ) { unset( WP::$options[ $name ] ); return true; }
function get_transient( $name ) { return WP::$transients[ $name ] ?? false; }
function set_transient( $name, $value, $ttl = 0 ) { WP::$transients[ $name ] = $value; return true; }
function get_user_meta( $user, $key, $single = false ) { return WP::$user_meta[ $user ][ $key ] ?? ''; }
function update_user_meta( $user, $key, $value ) { WP::$user_meta[ $user ][ $key ] = $value; return true; }

// Users.
function get_current_user_id() { return WP::$user; }
function current_user_can( $cap, ...$args ) { return in_array( $cap, WP::$caps, true ); }
function is_admin() { return WP::$admin; }

// Posts, types, taxonomies, menus.
function get_post( $post = null ) {
	if ( null === $post ) {
		return WP::$current_post;
	}
	return $post instanceof WP_Post ? $post : ( WP::$posts[ (int) $post ] ?? null );
}
function wp_get_post_parent_id( $post ) { $post = get_post( $post ); return $post ? $post->post_parent : false; }
function get_post_type_object( $type ) { return WP::$post_types[ $type ] ?? null; }
function get_taxonomy( $taxonomy ) { return WP::$taxonomies[ $taxonomy ] ?? false; }
function get_page_uri( $post ) {
	$post = get_post( $post );
	$uri  = $post->post_name;
	for ( $parent = $post->post_parent; $parent && isset( WP::$posts[ $parent ] ); $parent = WP::$posts[ $parent ]->post_parent ) {
		$uri = WP::$posts[ $parent ]->post_name . '/' . $uri;
	}
	return $uri;
}
/** get_pages(): the pages of a type in the given statuses; `child_of` as get_page_children() walks them, depth first. */
function get_pages( $args = array() ) {
	$args     = $args + array( 'child_of' => 0, 'post_type' => 'page', 'post_status' => 'publish', 'sort_column' => 'post_title' );
	$statuses = is_array( $args['post_status'] ) ? $args['post_status'] : explode( ',', $args['post_status'] );
	$pages    = array_filter( WP::$posts, fn ( $p ) => $p->post_type === $args['post_type'] && in_array( $p->post_status, $statuses, true ) );
	ksort( $pages );
	if ( ! $args['child_of'] ) {
		return array_values( $pages );
	}
	$below = function ( int $id ) use ( &$below, $pages ): array {
		$found = array();
		foreach ( $pages as $page ) {
			if ( $page->post_parent === $id ) {
				$found = array_merge( $found, array( $page ), $below( $page->ID ) );
			}
		}
		return $found;
	};
	return $below( (int) $args['child_of'] );
}
function wp_is_post_revision( $post ) { return 'revision' === get_post( $post )->post_type ? 1 : false; }
function wp_is_post_autosave( $post ) { return str_contains( get_post( $post )->post_name, '-autosave-' ) ? 1 : false; }
function get_registered_nav_menus() { return WP::$menus; }
function wp_get_associated_nav_menu_items( $object_id = 0, $object_type = 'post_type', $taxonomy = '' ) { return WP::$menu_items[ $object_id ] ?? array(); }
function register_nav_menus( $locations ) { WP::$menus = array_merge( WP::$menus, $locations ); }

// HTTP.
function wp_remote_post( $url, $args = array() ) {
	WP::$requests[] = array( 'url' => $url, 'args' => $args );
	return WP::$answer;
}
function is_wp_error( $thing ) { return $thing instanceof WP_Error; }
function wp_remote_retrieve_response_code( $response ) { return is_array( $response ) ? $response['response']['code'] : ''; }
function wp_remote_retrieve_body( $response ) { return is_array( $response ) ? $response['body'] : ''; }
function wp_json_encode( $data ) { return json_encode( $data ); }

// Formatting and URLs.
function __( $text, $domain = null ) { return $text; }
function esc_html__( $text, $domain = null ) { return esc_html( $text ); }
function esc_attr__( $text, $domain = null ) { return esc_attr( $text ); }
function esc_html( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
function esc_url( $url ) { return htmlspecialchars( (string) $url, ENT_QUOTES ); }
function esc_url_raw( $url ) { return preg_match( '#^https?://#', (string) $url ) ? (string) $url : ''; }
function untrailingslashit( $value ) { return rtrim( (string) $value, '/\\' ); }
function absint( $value ) { return abs( (int) $value ); }
function admin_url( $path = '' ) { return 'https://cms.example.com/wp-admin/' . $path; }
function plugins_url( $path, $file ) { return 'https://cms.example.com/wp-content/plugins/headless-site/' . $path; }
function wp_nonce_url( $url, $action ) { return $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . '_wpnonce=nonce-' . $action; }
function check_admin_referer( $action ) {
	if ( ( $_REQUEST['_wpnonce'] ?? '' ) !== 'nonce-' . $action ) {
		throw new WP_Test_Exit( 'bad nonce' );
	}
	return 1;
}
function wp_get_referer() { return $_SERVER['HTTP_REFERER'] ?? false; }
function wp_safe_redirect( $url ) { throw new WP_Test_Exit( 'redirect ' . $url ); }
function wp_die( $message = '', $status = 500 ) { throw new WP_Test_Exit( 'die ' . $status . ' ' . $message ); }

// Admin screens, scripts, REST.
function get_current_screen() { return WP::$screen; }
function add_options_page( ...$args ) { WP::$pages[] = $args; return 'settings_page_headless-site'; }
function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $footer = false ) { WP::$scripts[ $handle ] = array( 'src' => $src, 'inline' => array() ); }
function wp_add_inline_script( $handle, $data, $position = 'after' ) { WP::$scripts[ $handle ]['inline'][] = $data; return true; }
function register_rest_route( $namespace, $route, $args ) { WP::$routes[ $namespace . $route ] = $args; return true; }
function rest_ensure_response( $data ) { return new WP_REST_Response( $data ); }
