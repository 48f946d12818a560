// On every page: the offline cache (sw.js at the site's root, see its header).
// - registers it and tells it what this page used (the page and its files, and
//   Python's files once a board of the page has started);
// - « Garder tout le site hors ligne », with the size still to download;
// - « Nouvelle version du site : recharger » when a new build of the site waits.
// Its sentences come from the site build (tools/offline_hooks.py), in this script's data attributes.
(function () {
  const me = document.currentScript;
  const say = me.dataset;
  if (location.protocol === "file:" || !("serviceWorker" in navigator)) return;
  const root = new URL(say.root, location.href);
  const edition = say.edition || "";  // the page's edition's folder: "" French, "en/" English (issue #40)
  const box = document.querySelector(".jocari-offline");
  const keepButton = box?.querySelector(".jocari-offline-keep");
  const note = box?.querySelector(".jocari-offline-note");
  const megabytes = (bytes) => say.megabytes.replace("{n}",
    new Intl.NumberFormat(document.documentElement.lang || "fr", { maximumFractionDigits: 1 })
      .format(Math.max(0.1, bytes / 1e6)));
  let total = 0;

  function banner(worker) {
    if (document.querySelector(".jocari-update")) return;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = say.reload;
    button.addEventListener("click", () => {
      button.disabled = true;
      worker.postMessage({ type: "skip-waiting" });
    });
    const bar = document.createElement("div");
    bar.className = "jocari-update";
    bar.setAttribute("role", "status");
    bar.append(say.update, " ", button);
    document.body.append(bar);
  }

  function answer(message) {
    if (!box) return;
    if (message.type === "progress") {
      note.textContent = say.keeping.replace("{done}", megabytes(message.done)).replace("{size}", megabytes(total));
    } else if (message.type === "status") {
      box.hidden = false;
      box.dataset.missing = String(message.missing);
      keepButton.hidden = message.missing === 0;
      keepButton.disabled = false;
      keepButton.textContent = say.keep.replace("{size}", megabytes(message.missing));
      if (message.missing === 0) note.textContent = say.kept;
    }
  }

  // the page for a page not kept offline (hors-ligne.html, shown by sw.js): which page was asked, and the pages
  // this device keeps, each by its title
  async function listKept(list) {
    const asked = new URLSearchParams(location.search).get("page");
    if (asked) {
      for (const link of document.querySelectorAll(".jocari-missed-page, .jocari-retry")) {
        link.href = new URL(asked, root).href;
      }
      document.querySelector(".jocari-missed-page").textContent = asked;
      document.querySelector(".jocari-missed").hidden = false;
    }
    const cache = await caches.open("jocari-site");
    const home = list.textContent.trim();  // the page's own word for the home page (« Accueil »)
    const pages = new Map();
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (!url.pathname.endsWith(".html") || url.pathname.endsWith("/hors-ligne.html")) continue;
      const text = await (await cache.match(request)).text();
      const title = (text.match(/<title>([^<]*)<\/title>/) || [])[1] || url.pathname;
      const name = new DOMParser().parseFromString(title, "text/html").body.textContent;
      pages.set(url.pathname, name.includes(" - ") ? name.replace(/ - [^-]*$/, "") : home);  // « Senet - jocari-edu »
    }
    if (!pages.size) return;
    list.replaceChildren(...[...pages].sort((a, b) => a[1].localeCompare(b[1], "fr")).map(([path, title]) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = path;
      link.textContent = title;
      item.append(link);
      return item;
    }));
  }
  const keptList = document.querySelector(".jocari-kept-pages");
  if (keptList) listKept(keptList).catch(() => {});

  navigator.serviceWorker.addEventListener("message", (event) => answer(event.data || {}));
  const updating = !!navigator.serviceWorker.controller;  // a page already under a build's worker
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // a new build took over: this page's files are the old build's, so load the page again
    if (updating) location.reload();
  });

  navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname }).then((registration) => {
    const watch = (worker) => worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) banner(worker);
    });
    if (registration.waiting && navigator.serviceWorker.controller) banner(registration.waiting);
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    return navigator.serviceWorker.ready;
  }).then((registration) => {
    const tell = (message) => registration.active?.postMessage(message);
    const used = () => [location.href, ...performance.getEntriesByType("resource").map((e) => e.name)];
    // the site's search runs in a worker of its own, whose files no page lists: kept with every page,
    // so that the search of a page kept offline works offline too (only the languages built are listed)
    const search = [`${edition}search/`, "assets/javascripts/workers/", "assets/javascripts/lunr/"];
    const told = () => tell({ type: "visited", urls: used(), prefixes: search, edition });
    if (document.readyState === "complete") told();
    else window.addEventListener("load", told, { once: true });
    // once a board of this page has started, Python's files are kept too
    // (an « Exercices » page makes its boards later, assets/exercices.js: its whole content is watched)
    const later = document.querySelector(".jocari-exercices");
    const live = () => [...document.querySelectorAll(".jocari-live")];
    const started = () => live().some((host) => host.dataset.live === "ready");
    const keepPython = () => tell({ type: "visited", urls: used(), prefixes: [...search, "assets/live/"], edition });
    if (started()) keepPython();
    else if (live().length || later) {
      const watcher = new MutationObserver(() => {
        if (!started()) return;
        watcher.disconnect();
        keepPython();
      });
      for (const host of later ? [later] : live()) {
        watcher.observe(host, { attributes: true, attributeFilter: ["data-live"], subtree: !!later });
      }
    }
    keepButton?.addEventListener("click", () => {
      keepButton.disabled = true;
      total = Number(box.dataset.missing) || 0;
      note.textContent = say.keeping.replace("{done}", megabytes(0)).replace("{size}", megabytes(total));
      tell({ type: "keep-all", edition });  // this edition's pages, not the other language's
    });
  }).catch(() => {});
})();
