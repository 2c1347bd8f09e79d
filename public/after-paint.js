/*
 * Starts a customer's painted page's scripts once what it shows has loaded (the window's load
 * event; at the latest after 3 s, or at the first touch, key or focus): the server paints the
 * page whole (src/server/static/after-paint.ts), so its pictures, not ~170 KB of script, get the
 * link first. Then the module preloads and the entry go in as the built page had them.
 */
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
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
  if (document.readyState === 'complete') start();
  else {
    // Whichever comes first: a picture that never finishes loading must not leave the page's
    // buttons dead, nor must a customer who starts using it wait for the rest of the pictures.
    window.addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
    ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
      window.addEventListener(type, start, { once: true, capture: true });
    });
  }
})();
