<?php
/**
 * Plugin Name: Headless site
 * Description: Connects WordPress to the headless site: every change editors make refreshes the pages that show it (with a notice saying which), "Preview" and "View on site" open the site, the menu locations the site reads are registered, and blocks holding shortcodes render them for the site.
 * Version: 2.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.2
 * License: GPL-2.0-or-later
 * Text Domain: headless-site
 *
 * Configure in wp-config.php (see the README's "For editors"):
 *
 *     define( 'HEADLESS_SITE_URL', 'https://www.example.com' );        // the site's public address
 *     define( 'HEADLESS_SITE_PURGE_TOKEN', '…' );                       // the site's PURGE_TOKEN
 *
 * Install as a regular plugin (this folder in wp-content/plugins/) or as a must-use plugin (this
 * folder in wp-content/mu-plugins/ with a one-line loader file beside it that requires this file).
 */

defined( 'ABSPATH' ) || exit;

define( 'HEADLESS_SITE_FILE', __FILE__ );

require_once __DIR__ . '/includes/config.php';
require_once __DIR__ . '/includes/site-paths.php';
require_once __DIR__ . '/includes/purge.php';
require_once __DIR__ . '/includes/changes.php';
require_once __DIR__ . '/includes/notices.php';
require_once __DIR__ . '/includes/rest.php';
require_once __DIR__ . '/includes/admin-bar.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/menus.php';
require_once __DIR__ . '/includes/shortcode-blocks.php';
require_once __DIR__ . '/includes/settings-page.php';
