// The site's offline cache (a service worker at the site's root).
//
// It keeps what the visitor opened: each page and the files it used, and Python's
// files once a board has started (assets/offline.js tells it), plus the home page,
// the installed app's start page, and the page that says, offline, that a page was not
// kept (hors-ligne.html, with the kept pages).  « Garder tout le site hors ligne » asks
// for the rest.  Nothing is downloaded that the visitor did not ask for.
//
// The build (tools/offline_hooks.py) writes FILES: every file of the site with its
// revision (a digest of its contents) and its size.  An entry is kept under its
// revision and checked against it, so the cache never holds a file of another build.
// A new build is a new worker: it fetches, bypassing the browser's HTTP cache, the new
// revision of every file the visitor kept, and waits; pages stay on the old files
// until the visitor reloads (the page says so), then every file is the new build's.
const VERSION = "__VERSION__";
const FILES = {/* __FILES__ */};
const START = "__START__";
const OFFLINE = "__OFFLINE__";  // the site's page for a page not kept, offline (hors-ligne.md), always kept
// The editions other than the French at the root, each a folder of its own (issue #40: "en/"); the files of
// every edition outside its folder (SHARED: the boards' Python, the scripts); each edition's words for
// « Mise à jour du site… »
const EDITIONS = "__EDITIONS__";
const SHARED = ["assets/"];
const UPDATING = "__UPDATING__";
const CACHE = "jocari-site";
const SCOPE = new URL("./", self.location.href);

const pathOf = (href) => {
  const url = new URL(href, SCOPE);
  url.hash = url.search = "";
  if (!url.href.startsWith(SCOPE.href)) return null;
  let path = decodeURIComponent(url.href.slice(SCOPE.href.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return path;
};
const keyOf = (path) => `${new URL(path, SCOPE).href}?rev=${FILES[path][0]}`;
// a path's edition ("" French, "en/" English) and whether a file is one an edition's visitor keeps
const editionOf = (path) => EDITIONS.find((e) => path.startsWith(e)) || "";
const ofEdition = (path, edition) => edition
  ? path.startsWith(edition) || SHARED.some((p) => path.startsWith(p))
  : !EDITIONS.some((e) => path.startsWith(e));
const offlineOf = (path) => editionOf(path) + OFFLINE;

// a file's revision: the start of the SHA-256 of its bytes, as the build writes it
async function digest(response) {
  const bytes = await response.clone().arrayBuffer();
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Keep one file of this build: from the HTTP cache if its copy is this build's, else from the server.
async function keep(cache, path, fresh = false) {
  if (!(path in FILES) || await cache.match(keyOf(path))) return 0;
  const url = new URL(path, SCOPE).href;
  let response = await fetch(url, { cache: fresh ? "reload" : "default" });
  if (response.ok && !fresh && await digest(response) !== FILES[path][0]) {
    response = await fetch(url, { cache: "reload" });  // an older build's copy: ask the server
  }
  if (!response.ok || await digest(response) !== FILES[path][0]) return 0;  // never keep another build's file
  await cache.put(keyOf(path), response);
  return FILES[path][1];
}

async function keptPaths(cache) {
  const paths = new Set();
  for (const request of await cache.keys()) {
    const path = pathOf(request.url);
    if (path !== null) paths.add(path);
  }
  return paths;
}

async function keepAll(cache, paths, fresh, progress) {
  const queue = [...paths];
  let done = 0;
  const worker = async () => {
    while (queue.length) {
      const path = queue.shift();
      try {
        done += await keep(cache, path, fresh);
      } catch (error) {
        // offline or a file gone: kept later, when the visitor opens it again
      }
      progress?.(done);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

self.addEventListener("install", (event) => {
  // what the visitor kept under an older build, fetched again as this build's files (bypassing the HTTP
  // cache, which may hold the old copies), and the start page
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    const paths = await keptPaths(cache);
    await keepAll(cache, paths, true);
    await keepAll(cache, [START, OFFLINE], false);
    if (paths.size === 0) await self.skipWaiting();  // a first visit: nothing older to mix with
  }));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("jocari-") && key !== CACHE) await caches.delete(key);  // older kinds of cache
    }
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) {  // other builds' files
      const path = pathOf(request.url);
      if (path === null || !(path in FILES) || request.url !== keyOf(path)) await cache.delete(request);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const answer = (data) => event.source?.postMessage({ ...data, version: VERSION });
  const edition = EDITIONS.includes(message.edition) ? message.edition : "";  // the page's edition's files
  if (message.type === "skip-waiting") {
    self.skipWaiting();
    return;
  }
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    if (message.type === "visited") {  // a page and the files it used, or Python's files once a board started
      const wanted = new Set((message.urls || []).map(pathOf).filter((p) => p !== null && p in FILES));
      for (const path of [...wanted]) {  // an edition's home and offline page, kept with any page of it
        for (const page of [editionOf(path) + START, offlineOf(path)]) if (page in FILES) wanted.add(page);
      }
      for (const prefix of message.prefixes || []) {
        for (const path of Object.keys(FILES)) if (path.startsWith(prefix)) wanted.add(path);
      }
      await keepAll(cache, wanted, false);
    } else if (message.type === "keep-all") {
      let last = 0;
      await keepAll(cache, Object.keys(FILES).filter((p) => ofEdition(p, edition)), false, (done) => {
        if (done - last > 500_000) answer({ type: "progress", done: (last = done) });
      });
    }
    const kept = await keptPaths(cache);
    let missing = 0;
    let files = 0;
    for (const [path, [, size]] of Object.entries(FILES)) {
      if (ofEdition(path, edition) && !kept.has(path)) {
        missing += size;
        files += 1;
      }
    }
    answer({ type: "status", missing, files });
  }));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const path = pathOf(request.url);
  if (path !== null && request.mode === "navigate") {
    event.respondWith(navigate(event, path));
    return;
  }
  if (path === null || !(path in FILES)) return;
  event.respondWith(serve(path, request));
});

async function serve(path, request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(keyOf(path));
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic" && await digest(response) === FILES[path][0]) {
    await cache.put(keyOf(path), response.clone());
  }
  return response;
}

// The page a reload gets while the new build's worker takes over: it waits until that worker is active, then
// loads the page again (from the new build).  It never reloads sooner: a navigation that reached the workers
// while one was taking over from the other could wait for minutes (Chromium's old worker must first be idle;
// a page that reloaded itself at once, as it did until 2026-12-03, sometimes hung there).
const takingOver = (updating) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width"><p style="font:1.2rem sans-serif;margin:2rem">${updating}</p>
<script>(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  for (let wait = 0; registration && wait < 60; wait++) {  // (at most a minute: then reload anyway)
    const next = registration.waiting || registration.active;
    if (!next || next.state === "activated" || next.state === "redundant") break;
    next.postMessage({ type: "skip-waiting" });
    await new Promise((done) => { next.addEventListener("statechange", done, { once: true }); setTimeout(done, 1000); });
  }
  location.reload();
})();</script>`;

async function navigate(event, path) {
  // a newer build is waiting and this is the only page of the site open: take it now, and load the
  // page again from the new build (never this build's page with the new build's files)
  const waiting = self.registration.waiting;
  if (waiting && (await self.clients.matchAll({ type: "window" })).length <= 1) {
    waiting.postMessage({ type: "skip-waiting" });
    return new Response(takingOver(UPDATING[editionOf(path)] || UPDATING[""]),
      { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  try {
    return path in FILES ? await serve(path, event.request) : await fetch(event.request);
  } catch (error) {
    // no network and the page not kept: instead of the browser's error, the site's own page saying so, with the
    // pages kept on this device (it is at its own address, so that its links and files resolve as built)
    const cache = await caches.open(CACHE);
    const offline = offlineOf(path) in FILES ? offlineOf(path) : OFFLINE;  // in the page's language
    if (path === offline || !(await cache.match(keyOf(offline)))) throw error;
    return Response.redirect(new URL(`${offline}?page=${encodeURIComponent(path)}`, SCOPE).href, 302);
  }
}
