// Starts the web app once the browser has painted the page the server rendered (decision 020).
// The server names the app's entry module and the modules it and the page import
// (server/pages/app-start.ts); they are preloaded together, then the entry is imported. Running
// the app's code first would hold back the first paint until all of it had arrived.
(function startApp() {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  function start() {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  }
  // The callback runs before the next paint, the timeout's task after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
