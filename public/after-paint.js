/*
 * Starts a painted page's scripts after it is on view (src/server/static/after-paint.ts), and
 * keeps the taps made before they run.
 *
 * When: `data-start="load"` (a customer's page, painted whole with their data) at the window's
 * load event, so its pictures, not ~170 KB of script, get the link first; `data-start="paint"`
 * (a signed-out page) once the first frame is drawn. Either way at the latest after 3 s, or at the
 * first touch, key or focus: a picture that never loads must not leave the buttons dead. Then the
 * module preloads and the entry go in as the built page had them.
 *
 * Taps: a painted button does nothing until React handles it. The last button pressed before the
 * page is handled (<html data-interactive>, src/app/boot/interactive-mark.ts) is pressed again at
 * that moment, so opening the menu early is answered late, never lost. Once React handles all but
 * the painted forms still waiting for the forms engine (<html data-awaiting-forms="id …">), only
 * the taps inside those are kept: React answers the others itself. Links are left alone: each is
 * a page the server paints; so is a form posted to the server (the login form signs in before any
 * script: src/shared/login-post.ts).
 */
(function () {
  var me = document.currentScript || document.querySelector('script[data-entry]');
  if (!me) return;
  var root = document.documentElement;
  var READY = 'data-interactive';
  var AWAITING = 'data-awaiting-forms';
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  var pressed = null;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  function onEarlyClick(event) {
    if (root.hasAttribute(READY)) return;
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"], summary') : null;
    if (!target || target.closest('a[href]') || target.disabled) return;
    if (root.hasAttribute(AWAITING) && !inAwaitingForm(target)) return;
    // A form the server takes as posted (the login page's, method="post") goes as it is.
    if (target.type === 'submit' && target.form && target.form.method === 'post') return;
    // The browser's own action (sending any other painted form) would happen without the page's checks.
    event.preventDefault();
    pressed = target;
    start();
  }

  function inAwaitingForm(element) {
    return (root.getAttribute(AWAITING) || '')
      .split(' ')
      .filter(Boolean)
      .some(function (id) {
        var form = document.getElementById('form-' + id);
        return form !== null && form.contains(element);
      });
  }

  function replay() {
    if (!root.hasAttribute(READY)) return;
    watcher.disconnect();
    document.removeEventListener('click', onEarlyClick, true);
    var target = pressed;
    pressed = null;
    // Drawn over rather than hydrated, the pressed button is gone: nothing to press.
    if (target && target.isConnected && !target.disabled) {
      target.focus({ preventScroll: true });
      target.click();
    }
  }

  var watcher = new MutationObserver(replay);
  watcher.observe(root, { attributes: true, attributeFilter: [READY] });
  document.addEventListener('click', onEarlyClick, true);

  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, capture: true });
  });
  setTimeout(start, 3000);
  if (me.getAttribute('data-start') === 'paint') {
    // The callback of the next frame runs before it is drawn; the timeout after it runs once it has been.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
