/* threadfold default theme: progressive enhancement only; pages work without it.
   1. Opens every <details> around the URL fragment's target (on load and on hashchange)
      and scrolls it into view — a fallback for browsers that do not do this natively.
   2. Remembers which details[data-key] the reader opened or closed, per page, in
      localStorage, and restores that on load. A fragment target always wins.
   3. Shows the "hide replies" button after the last of many opened replies and closes the
      list from there, moving focus to the list's summary (kept in view).
   4. Loads search.js where the page has the search box.
   Storage may throw (private modes, disabled storage): every access is guarded. */
(function () {
  'use strict';

  var KEY_PREFIX = 'threadfold:';
  // details whose summary the reader just activated (click, Enter, Space). Only these
  // toggles are remembered: not the script's, nor the browser's own fragment or
  // find-in-page reveals, which fire the same toggle event.
  var activatedByReader = new WeakSet();
  // Open state from the markup, so only a reader's deviation from it is stored.
  var markupOpen = new WeakMap();

  function storageKey(details) {
    return KEY_PREFIX + location.pathname + '#' + details.getAttribute('data-key');
  }

  function readSaved(details) {
    try {
      return window.localStorage.getItem(storageKey(details));
    } catch (e) {
      return null;
    }
  }

  function save(details) {
    try {
      var key = storageKey(details);
      if (details.open === markupOpen.get(details)) {
        window.localStorage.removeItem(key);
      } else {
        window.localStorage.setItem(key, details.open ? 'open' : 'closed');
      }
    } catch (e) {
      // Storage unavailable: the state is simply not remembered.
    }
  }

  function setOpen(details, open) {
    if (details.open === open) {
      return false;
    }
    details.open = open;
    return true;
  }

  // Changes made while this runs are not animated (see .tf-instant in style.css), so the
  // page does not move on load and a revealed target has its final position at once.
  function instantly(change) {
    var root = document.documentElement;
    root.classList.add('tf-instant');
    var result = change();
    void root.offsetHeight; // apply the new state before transitions are re-enabled
    root.classList.remove('tf-instant');
    return result;
  }

  function hashTarget() {
    var id;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch (e) {
      return null; // malformed %-escape in the fragment
    }
    return id ? document.getElementById(id) : null;
  }

  // The target itself counts: index links point at a details.category.
  function detailsAround(element) {
    var found = [];
    for (var node = element; node; node = node.parentElement) {
      if (node.localName === 'details') {
        found.push(node);
      }
    }
    return found;
  }

  function restoreSaved(keepOpen) {
    var all = document.querySelectorAll('details[data-key]');
    for (var i = 0; i < all.length; i++) {
      var details = all[i];
      markupOpen.set(details, details.open);
      var saved = readSaved(details);
      if (keepOpen.indexOf(details) === -1 && (saved === 'open' || saved === 'closed')) {
        setOpen(details, saved === 'open');
      }
    }
  }

  function reveal(target) {
    var opened = false;
    detailsAround(target).forEach(function (details) {
      opened = setOpen(details, true) || opened;
    });
    return opened;
  }

  function insideDetails(element) {
    return Boolean(element.parentElement && element.parentElement.closest('details'));
  }

  // On load, scroll only when something had to be opened: otherwise the browser already
  // placed the target (or restored the reader's scroll position on reload). On hashchange,
  // a browser that opened the details itself may have scrolled while the opening was
  // still animating, so a target inside details is always scrolled again.
  function revealHashTarget(event) {
    var target = hashTarget();
    if (!target) {
      return;
    }
    var opened = instantly(function () { return reveal(target); });
    if (opened || (event && event.type === 'hashchange' && insideDetails(target))) {
      target.scrollIntoView();
    }
  }

  // The second control of an opened list of replies, at its end.
  function closeFromEnd(button) {
    var details = button.closest('details');
    if (!details) {
      return;
    }
    activatedByReader.add(details);
    details.open = false;
    var summary = details.querySelector(':scope > summary');
    if (summary) {
      var top = summary.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight) {
        instantly(function () { summary.scrollIntoView({ block: 'nearest' }); });
      }
      summary.focus();
    }
  }

  function onClick(event) {
    var closer = event.target instanceof Element ? event.target.closest('button.close-replies') : null;
    if (closer) {
      closeFromEnd(closer);
      return;
    }
    var summary = event.target instanceof Element ? event.target.closest('summary') : null;
    var details = summary ? summary.parentElement : null;
    if (details && details.localName === 'details' && details.hasAttribute('data-key')) {
      activatedByReader.add(details);
    }
  }

  function onToggle(event) {
    var details = event.target;
    if (activatedByReader.has(details)) {
      activatedByReader.delete(details);
      save(details);
    }
  }

  function start() {
    var target = hashTarget();
    instantly(function () {
      restoreSaved(target ? detailsAround(target) : []);
    });
    revealHashTarget(null);
    var closers = document.querySelectorAll('button.close-replies[hidden]');
    for (var i = 0; i < closers.length; i++) {
      closers[i].hidden = false;
    }
    // Enter and Space on a summary also dispatch click. toggle does not bubble:
    // listening in the capture phase sees every details.
    document.addEventListener('click', onClick, true);
    document.addEventListener('toggle', onToggle, true);
    window.addEventListener('hashchange', revealHashTarget);
    loadSearch();
  }

  // The search box's code is its own file (search.js), loaded only by pages that carry
  // the box, so a page keeps exactly one script element in its markup.
  function loadSearch() {
    var form = document.querySelector('.site-search[data-root]');
    if (!form) return;
    // Shown now, before the page settles, not when search.js arrives: a box appearing
    // later would push the page down under a reader who has started scrolling.
    form.hidden = false;
    var script = document.createElement('script');
    script.src = form.getAttribute('data-root') + 'search.js';
    document.head.appendChild(script);
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
