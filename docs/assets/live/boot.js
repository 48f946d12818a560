// On every page of the site (a classic script, so that it also runs from file://):
// where the page has boards, starts the adapter (live.js) that brings them to life with Python
// in the browser (in a Web Worker); the offline cache is registered by offline.js.
// Its sentences come from the rules package (jocari_edu/widgets/live.py), written
// into this script's data attributes by the site build (tools/live_hooks.py).
(function () {
  const me = document.currentScript;
  const hosts = document.querySelectorAll(".jocari-live");
  const say = (host, text, state) => {
    const note = host.querySelector(".jocari-live-note");
    note.textContent = text;
    note.hidden = false;
    host.dataset.live = state;
  };
  if (location.protocol === "file:") {
    // browsers forbid what Python needs here (fetch, modules): say how to serve the folder
    for (const host of hosts) say(host, me.dataset.served, "file");
    return;
  }
  if (hosts.length) {
    import(new URL("live.js", me.src).href).catch((error) => {
      for (const host of hosts) say(host, me.dataset.failed, "error"); // one sentence; the details:
      console.error(error);
    });
  }
})();
