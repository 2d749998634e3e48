// Starts the web app once the browser has shown the page the server rendered (decision 020).
// The server names the app's entry module and the modules it and the page import
// (server/pages/app-start.ts); they are preloaded together, then the entry is imported. Running
// the app's code first would hold back the first paint until all of it had arrived; so would
// compiling it while the browser still decodes the page's first pictures (decision 022).
(function startApp() {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  }
  holdTapUntilAppStarted();
  // The timeout's task runs after the frame the callback precedes.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const root = document.getElementById('root');
  const serverRendered = root !== null && root.firstElementChild !== null;
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!serverRendered || !paintTiming) return afterNextFrame();
  // The first contentful paint is reported once the page is on the screen, not merely drawn.
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A safety net: should that paint never be reported, the app starts after 3 s all the same.
  setTimeout(afterNextFrame, 3000);

  // A button on the server's HTML does nothing until the app has taken the page over: a tap on it
  // before then would be lost (or, on a form's button, send the form without the app). The last
  // such tap is held and given to its button once the app has started (`<html data-app>`,
  // web/app/app-tree.tsx). Parts taken over later hold taps themselves from then on
  // (web/components/later-part.tsx). Links need no app and are followed at once.
  function holdTapUntilAppStarted() {
    const root = document.getElementById('root');
    if (root === null || root.firstElementChild === null) return;
    let heldTap = null;
    function hold(event) {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest('button, input, label');
      if (control === null || !root.contains(control) || control.closest('a') !== null) return;
      event.preventDefault();
      event.stopPropagation();
      heldTap = control;
    }
    window.addEventListener('click', hold, true);
    new MutationObserver((records, observer) => {
      if (document.documentElement.dataset.app !== 'started') return;
      observer.disconnect();
      window.removeEventListener('click', hold, true);
      // After the task that said so: the app's other first effects have run by then.
      setTimeout(() => {
        if (heldTap !== null && heldTap.isConnected) heldTap.click();
        heldTap = null;
      }, 0);
    }).observe(document.documentElement, { attributeFilter: ['data-app'] });
  }
})();
