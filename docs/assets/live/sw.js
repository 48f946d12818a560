// The site's offline cache (a service worker at the site's root). After one visit
// every page, the boards and Python itself come from this cache, so the site keeps
// working with the network cut, and a class loads Python once per browser.
// The build (tools/live_hooks.py) fills in the file list and the version, a digest
// of the files' contents: a new build gets a new cache and the old one is deleted.
const VERSION = "__VERSION__";
const FILES = [/* __FILES__ */];
const CACHE = `jocari-${VERSION}`;
const SCOPE = new URL("./", self.location.href);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((file) => new URL(file, SCOPE).href)))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("jocari-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.href.startsWith(SCOPE.href)) return;
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const kept = await cache.match(url.href, { ignoreSearch: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && response.type === "basic") cache.put(url.href, response.clone());
    return response;
  }));
});
