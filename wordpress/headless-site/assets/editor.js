/* global window, document, setTimeout, URL */
/**
 * Headless site, block editor: shows the site refresh that follows each save as a notice, and runs
 * the toolbar's refresh buttons in place. The refresh runs on the server after the save's answer,
 * so its outcome is asked for a few times until it is there.
 */
;(function (wp, config) {
  if (!wp || !config) {
    return
  }
  var NOTICE_ID = 'headless-site-refresh'
  var POLL_MS = 500
  var POLLS = 24
  var seen = config.seen || 0

  function show(outcome) {
    if (!outcome) {
      return
    }
    seen = Math.max(seen, outcome.seq || 0)
    var actions = []
    if (!outcome.ok && outcome.canRetry) {
      actions.push({ label: 'Retry', onClick: retry })
    }
    wp.data
      .dispatch('core/notices')
      .createNotice(outcome.ok ? 'success' : 'warning', outcome.message, {
        id: NOTICE_ID,
        isDismissible: true,
        actions: actions,
      })
  }

  function failed(error) {
    wp.data
      .dispatch('core/notices')
      .createNotice('warning', (error && error.message) || 'The site could not be refreshed.', {
        id: NOTICE_ID,
        isDismissible: true,
      })
  }

  function retry() {
    wp.apiFetch({ path: '/headless-site/v1/retry', method: 'POST' })
      .then(function (answer) {
        show(answer.outcome)
      })
      .catch(failed)
  }

  function poll(left) {
    wp.apiFetch({ path: '/headless-site/v1/outcome?after=' + seen })
      .then(function (answer) {
        if (answer.outcome) {
          show(answer.outcome)
        } else if (left > 0) {
          setTimeout(function () {
            poll(left - 1)
          }, POLL_MS)
        }
      })
      .catch(function () {})
  }

  // An outcome from before this editor opened (a scheduled save, another screen).
  poll(0)

  if (config.shown) {
    var wasSaving = false
    var wasPublished = false
    wp.data.subscribe(function () {
      var editor = wp.data.select('core/editor')
      var saving = editor.isSavingPost() && !editor.isAutosavingPost()
      var published = editor.getCurrentPostAttribute('status') === 'publish'
      if (saving && !wasSaving) {
        wasPublished = published
      }
      // Saved: the site is refreshed when the post is or was published.
      if (
        wasSaving &&
        !saving &&
        editor.didPostSaveRequestSucceed() &&
        (published || wasPublished)
      ) {
        poll(POLLS)
      }
      wasSaving = saving
    })
  }

  function refresh(post) {
    wp.apiFetch({ path: '/headless-site/v1/refresh', method: 'POST', data: { post: post } })
      .then(function (answer) {
        show(answer.outcome)
      })
      .catch(failed)
  }

  // The same buttons in the editor's "Options" menu: full-screen mode hides the toolbar.
  var MoreMenuItem =
    (wp.editor && wp.editor.PluginMoreMenuItem) || (wp.editPost && wp.editPost.PluginMoreMenuItem)
  if (wp.plugins && wp.element && MoreMenuItem && (config.shown || config.canRefreshAll)) {
    wp.plugins.registerPlugin('headless-site', {
      render: function () {
        var el = wp.element.createElement
        var postId = wp.data.select('core/editor').getCurrentPostId()
        return el(
          wp.element.Fragment,
          null,
          config.shown &&
            el(
              MoreMenuItem,
              {
                onClick: function () {
                  refresh(postId)
                },
              },
              'Refresh this page on the site',
            ),
          config.canRefreshAll &&
            el(
              MoreMenuItem,
              {
                onClick: function () {
                  refresh(0)
                },
              },
              'Refresh the whole site',
            ),
        )
      },
    })
  }

  // The toolbar's buttons, without leaving the editor (and its unsaved changes).
  document.addEventListener('click', function (event) {
    var link =
      event.target.closest &&
      event.target.closest(
        '#wp-admin-bar-headless-refresh-page a, #wp-admin-bar-headless-refresh-site a',
      )
    if (!link) {
      return
    }
    event.preventDefault()
    refresh(Number(new URL(link.href).searchParams.get('post')) || 0)
  })
})(window.wp, window.headlessSiteEditor)
