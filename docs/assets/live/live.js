// The site's live boards: the very same board.js as in JupyterLab, driven by the
// rules package running in the browser (Pyodide, served by this site, no CDN).
//
// This file only plays the anywidget model's role (get/set/on/off/save_changes/send,
// "change:version" and "msg:custom" events) and carries each message to Python:
// every rule, picture and sentence comes from jocari_edu (BoardController, through
// jocari_edu/widgets/live.py). Python starts once per page, when a board is on
// screen or touched; until then each board shows the position it was saved at,
// and what the learner does meanwhile waits in a queue.
import board from "./board.js";

const HERE = new URL(".", import.meta.url);
const TEXT = document.querySelector("script[data-jocari-live]").dataset;

class LiveModel {
  constructor(view) {
    this.state = { view, version: 0 };
    this.handlers = new Map();
    this.send = () => {};
  }
  get(name) { return this.state[name]; }
  set(name, value) {
    this.state[name] = value;
    this.emit(`change:${name}`, value);
  }
  on(event, callback) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(callback);
  }
  off(event, callback) {
    if (!event) this.handlers.clear();
    else if (!callback) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(callback);
  }
  save_changes() {} // the page never changes the model itself: Python does
  emit(event, ...args) {
    for (const callback of this.handlers.get(event) || []) callback(...args);
  }
  show(view) { // what Board._sync does in JupyterLab: the view, then a new version
    this.set("view", view);
    this.set("version", this.state.version + 1);
  }
}

let python = null;
// Python with the rules package, once per page, whichever board asks first:
// resolves to {pyodide, live} (live: the module jocari_edu.widgets.live).
export function startPython() {
  python ??= (async () => {
    performance.mark("jocari:python-asked"); // the marks let the benchmark say where the seconds go
    // the rules' wheel comes while Python starts
    const wheel = fetch(new URL(TEXT.wheel, HERE)).then((response) => {
      if (!response.ok) throw new Error(`${TEXT.wheel}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    wheel.catch(() => {}); // its error, if any, is reported below, once Python is there
    const { loadPyodide } = await import("./pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", HERE).href });
    performance.mark("jocari:python-started");
    pyodide.unpackArchive(await wheel, "wheel");
    const live = pyodide.pyimport("jocari_edu.widgets.live");
    performance.mark("jocari:rules-imported");
    return { pyodide, live };
  })();
  return python;
}

function linkInAddress() {
  const found = location.hash.match(/[#&]partie=([^&]+)/);
  return found ? decodeURIComponent(found[1]) : null;
}

function bringToLife(host) {
  const spec = JSON.parse(host.querySelector("script.jocari-live-spec").textContent);
  const note = host.querySelector(".jocari-live-note");
  const share = host.querySelector(".jocari-share");
  const shared = share.querySelector(".jocari-share-result");
  const model = new LiveModel(spec.view);
  const el = document.createElement("div");
  el.className = "jocari-live-board";
  host.querySelector(".jocari-static").replaceWith(el);
  board.render({ model, el });

  let live = null; // this board's jocari_edu.widgets.live.LiveBoard
  const waiting = [];
  const fail = (error) => {
    host.dataset.live = "error";
    note.textContent = TEXT.failed.replace("{error}", error.message || String(error));
    note.hidden = false;
    console.error(error);
  };
  const deliver = (message) => {
    try {
      const start = performance.now();
      const answer = JSON.parse(live.handle_json(JSON.stringify(message)));
      host.dataset.pythonMs = (performance.now() - start).toFixed(2);
      model.show(answer.view);
      const reply = answer.reply;
      if (reply && reply.type === "link") {
        const address = new URL(host.dataset.play, location.href);
        address.hash = `partie=${reply.fragment}`;
        shared.querySelector("span").textContent = reply.text;
        const field = shared.querySelector("input");
        field.value = address.href;
        shared.hidden = false;
        field.select();
        navigator.clipboard?.writeText(address.href).catch(() => {});
      } else if (reply) {
        model.emit("msg:custom", reply, []);
      }
    } catch (error) {
      fail(error);
    }
  };
  const wake = () => {
    if (host.dataset.live !== "static") return;
    host.dataset.live = "loading";
    note.textContent = TEXT.loading;
    note.hidden = false;
    startPython().then((python) => {
      if (spec.mode === "play") spec.link = linkInAddress();
      live = python.live.open_board(JSON.stringify(spec));
      model.show(JSON.parse(live.view_json()));
      performance.mark("jocari:board-ready");
      note.hidden = true;
      share.hidden = false;
      host.dataset.live = "ready";
      for (const message of waiting.splice(0)) deliver(message);
    }).catch(fail);
  };
  model.send = (message) => {
    if (live) deliver(message);
    else {
      waiting.push(message);
      wake();
    }
  };
  share.querySelector(".jocari-share-button").addEventListener("click", () => model.send({ type: "share" }));
  host.addEventListener("pointerdown", wake);
  host.addEventListener("focusin", wake);
  if (spec.mode === "play") {
    window.addEventListener("hashchange", () => {
      const fragment = linkInAddress();
      if (fragment) model.send({ type: "link", fragment });
    });
  }
  return wake;
}

const watcher = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    watcher.unobserve(entry.target);
    entry.target.jocariWake();
  }
});
for (const host of document.querySelectorAll(".jocari-live")) {
  host.jocariWake = bringToLife(host);
  watcher.observe(host);
}
