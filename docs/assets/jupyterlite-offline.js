// In JupyterLite's pages (jupyter/lab/, jupyter/notebooks/): the site's offline cache (sw.js) keeps what the page
// used, as for every page of the site, and with it what any lesson needs to open and run again offline: the
// lessons, JupyterLite's listings and translations, the kernel's packages and Pyodide.
navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({
  type: "visited",
  urls: performance.getEntriesByType("resource").map((entry) => entry.name).concat(location.href),
  prefixes: ["jupyter/files/", "jupyter/api/", "jupyter/wheels/", "assets/live/pyodide/", "assets/live/jocari_edu"],
}));
