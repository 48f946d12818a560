// The site's live boards: the very same board.js as in JupyterLab, driven by the
// rules package running in the browser (Pyodide, served by this site, no CDN).
//
// This file only plays the anywidget model's role (get/set/on/off/save_changes/send,
// "change:version" and "msg:custom" events) and carries each message to Python, which
// runs in the page's Web Worker (worker.js: one per page, shared by its boards), so that
// the page never freezes while Python starts or the computer thinks. Every rule, picture
// and sentence comes from jocari_edu (BoardController, through jocari_edu/widgets/live.py):
// the sentences said before Python is there come from this script's data attributes,
// which the site build writes from Python's catalogues (tools/live_hooks.py), the others
// with each board's first answer. Python starts once per page, when a learner first touches
// a board (a tap, a click, a key pressed on it, or its « touch to play » button): a page
// merely viewed downloads no Python. Until then each board shows the position it was saved
// at with that button over it, and what the learner does meanwhile waits in a queue. A page
// opened on a shared link (#partie=...) starts at once: the visitor asked for that game.
import board from "./board.js";

const HERE = new URL(".", import.meta.url);
const TEXT = document.querySelector("script[data-jocari-live]").dataset;
// while the computer thinks (or finds a hint), a click on the board is not played but refused
// with a sentence: the position it was aimed at may be gone when Python is free again
const THINKS = new Set(["computer", "hint"]);
const REFUSED_WHILE_THINKING = new Set(["click", "drag", "roll", "pass", "undo", "hint"]);

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

// -- the page's Python, in its worker ----------------------------------------------------------

let worker = null;
let started = null;
let lastId = 0;
const pending = new Map(); // request id -> {resolve, reject}

function ask(request) {
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...request, id });
  });
}

// Python with the rules package, once per page, whichever board asks first.
// Resolves to the worker's timings: {asked, started, imported} (ms on this page's clock), pyodide_ms.
export function startPython() {
  started ??= (() => {
    performance.mark("jocari:python-asked"); // the marks let the benchmark say where the seconds go
    worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    worker.addEventListener("message", ({ data }) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.ok) waiting.resolve(data.value);
      else waiting.reject(new Error(data.error));
    });
    worker.addEventListener("error", (event) => { // the worker's own files failed (missing, unreadable)
      event.preventDefault();
      const error = new Error(`worker.js: ${event.message || "could not start"}`);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return ask({ type: "start", wheel: new URL(TEXT.wheel, HERE).href, indexURL: new URL("pyodide/", HERE).href,
      origin: performance.timeOrigin }).then((text) => {
      const times = JSON.parse(text);
      performance.mark("jocari:python-started", { startTime: times.started, detail: times });
      performance.mark("jocari:rules-imported", { startTime: times.imported });
      return times;
    });
  })();
  return started;
}

// For the tests and the benchmark: Python code run in the page's Python; its value, as text.
export async function runPython(code) {
  await startPython();
  return ask({ type: "run", code });
}

// -- one board ---------------------------------------------------------------------------------

// The link in the address, as typed: a percent sign that decodes to nothing (« #partie=% ») is passed on
// undecoded, so that Python refuses it with its reason on a fresh board (a link is base64url: it needs no decoding)
function linkInAddress() {
  const found = location.hash.match(/[#&]partie=([^&]*)/);
  if (!found) return null;
  try {
    return decodeURIComponent(found[1]);
  } catch {
    return found[1];
  }
}

let boards = 0;

// A board's place (a `.jocari-live` host) brought to life: those of the page at once (below), those a page's script
// adds later by this call (the « Exercices » pages: one board per puzzle, assets/exercices.js).
export function bringToLife(host) {
  const id = ++boards;
  const spec = JSON.parse(host.querySelector("script.jocari-live-spec").textContent);
  const note = host.querySelector(".jocari-live-note");
  const share = host.querySelector(".jocari-share");
  const shared = share.querySelector(".jocari-share-result");
  const choice = host.querySelector(".jocari-choice");
  const model = new LiveModel(spec.view);
  const el = document.createElement("div");
  el.className = "jocari-live-board";
  host.querySelector(".jocari-static").replaceWith(el);
  board.render({ model, el });
  const thinking = document.createElement("p"); // « L'ordinateur réfléchit… », over the picture's corner
  thinking.className = "jocari-live-thinking";
  thinking.setAttribute("role", "status");
  thinking.hidden = true;
  el.append(thinking);
  // until a touch: one button over the picture, the build's sentence (Python's catalogue) saying a touch starts it
  const asleep = document.createElement("button");
  asleep.type = "button";
  asleep.className = "jocari-live-start";
  asleep.textContent = TEXT.touch;
  el.append(asleep);

  // the game in progress, kept in this browser under the page and the board's place in it (the share link's
  // text, which Python writes and reads): a reload, a locked phone or a closed tab offers it back
  const kept = `jocari-partie:${location.pathname}:${id}`;
  const keep = (link) => {
    try {
      if (link) localStorage.setItem(kept, link);
      else localStorage.removeItem(kept);
    } catch {} // storage refused (private mode, full): the game is simply not kept
  };
  let saved = null;
  try {
    saved = localStorage.getItem(kept);
  } catch {}

  let opened = false;
  let texts = {}; // Python's sentences for what this adapter says itself
  let current = null; // the message Python is working on
  const queue = []; // what waits for Python: before it is there, and behind the message in work

  const say = (text, busy) => {
    note.textContent = text;
    note.hidden = false;
    note.toggleAttribute("data-busy", busy);
  };
  const fail = (error) => {
    host.dataset.live = "error";
    host.dataset.thinking = "false";
    thinking.hidden = true;
    say(TEXT.failed, false); // one sentence; what went wrong is for the console
    console.error(error);
  };
  const showChoice = (items) => {
    if (!choice || !items) return;
    const buttons = choice.querySelectorAll("button");
    items.forEach((item, i) => {
      buttons[i].dataset.opponent = item.opponent;
      buttons[i].textContent = item.text;
      buttons[i].setAttribute("aria-pressed", String(item.pressed));
    });
  };
  const showAnswer = (text) => {
    const answer = JSON.parse(text);
    if (answer.error) console.error(answer.error); // Python reset the board and says so; the details
    if ("keep" in answer) keep(answer.keep);
    if (answer.texts) texts = answer.texts;
    model.show(answer.view);
    showChoice(answer.choice);
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
    } else if (reply && reply.type === "elsewhere") {
      location.assign(new URL(reply.href, location.href)); // that game's own "Jouer" page, same link
    } else if (reply) {
      model.emit("msg:custom", reply, []);
    }
  };
  const setThinking = (on) => {
    host.dataset.thinking = String(on);
    thinking.textContent = texts.thinking || "";
    thinking.hidden = !on;
  };
  const pump = () => {
    if (!opened || current || !queue.length || host.dataset.live !== "ready") return;
    current = queue.shift();
    if (THINKS.has(current.type)) setThinking(true);
    ask({ type: "message", board: id, message: JSON.stringify(current) })
      .then(showAnswer)
      .then(() => {
        current = null;
        setThinking(false);
        pump();
      }, fail);
  };
  const wake = () => {
    if (host.dataset.live !== "static") return;
    host.dataset.live = "loading";
    asleep.remove();
    el.querySelector(".jocari-live-resume")?.remove();
    // the loading note takes the button's place, over the picture: nothing on the page moves between the
    // touch that woke the board and its click, which reaches what it touched (« Lancer », a square) and waits
    // in the queue until Python is there
    el.append(note);
    say(TEXT.loading, true);
    startPython().then(() => {
      if (spec.mode === "play") spec.link = linkInAddress();
      return ask({ type: "open", board: id, spec: JSON.stringify(spec) });
    }).then((text) => {
      showAnswer(text);
      performance.mark("jocari:board-ready");
      note.hidden = true;
      note.removeAttribute("data-busy");
      share.hidden = !!(spec.exercise || spec.view?.exercise); // an exercise is not a game to share
      host.dataset.live = "ready";
      opened = true;
      pump();
    }).catch(fail);
  };
  model.send = (message) => {
    if (current && THINKS.has(current.type)) {
      if (message.type === "computer") return; // board.js's pacing asks again when the answer comes
      if (REFUSED_WHILE_THINKING.has(message.type)) {
        model.show({ ...model.get("view"), why: texts.busy }); // said on the board, nothing played
        return;
      }
    }
    if (message.type === "computer" && queue.some((m) => m.type === "computer")) return;
    if (message.type === "layout") { // only the drawing last asked for (a phone turned, a window resized)
      const earlier = queue.findIndex((m) => m.type === "layout");
      if (earlier >= 0) queue.splice(earlier, 1);
    }
    queue.push(message); // before the board's first touch, a message waits: board.js's own (its layout,
    pump(); //               the computer's pace) never start Python, only what the learner does (below)
  };
  share.querySelector(".jocari-share-button").addEventListener("click", () => model.send({ type: "share" }));
  choice?.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-opponent]");
    if (button) model.send({ type: "opponent", opponent: button.dataset.opponent });
  });
  // what the learner does starts the board (captured before board.js handles it, which then queues it):
  // a touch or a click anywhere on it, a key pressed on one of its parts (not Tab, passing through); not an
  // answer to « Reprendre la partie ? », which starts it its own way
  const asked = (event) => !!event.target.closest?.(".jocari-live-resume");
  // a touch on the « touch to play » button itself only starts the board: its click, which would land on the
  // square the button covered (the button is gone by then), is not the learner's move
  let started = false;
  host.addEventListener("pointerdown", (event) => {
    started = event.target === asleep;
    return asked(event) || wake();
  }, true);
  host.addEventListener("click", (event) => {
    if (started || event.target === asleep) {
      started = false;
      event.stopPropagation();
      event.preventDefault();
    }
    return asked(event) || wake();
  }, true);
  host.addEventListener("keydown", (event) => {
    if (!asked(event) && !["Tab", "Shift", "Control", "Alt", "Meta", "Escape"].includes(event.key)) wake();
  }, true);
  if (spec.mode === "play") {
    window.addEventListener("hashchange", () => {
      const fragment = linkInAddress();
      if (!fragment) return;
      if (host.dataset.live === "static") wake(); // it opens on the address's link
      else model.send({ type: "link", fragment });
    });
    if (linkInAddress()) {
      wake();
      return;
    }
  }
  if (saved) offerBack(el, asleep, saved, (resume) => {
    if (resume) model.send({ type: "link", fragment: saved }); // played once the board is open
    else keep(null);
    wake();
  });
}

// « Reprendre la partie ? » over a sleeping board whose game this browser kept: « Oui » opens the board on that
// game, « Non » on the page's own (and forgets the kept one); a touch elsewhere on the board opens it as the page
// has it, the kept game still offered at the next visit until another is played there.
function offerBack(el, asleep, link, answer) {
  const box = document.createElement("div");
  box.className = "jocari-live-resume";
  box.setAttribute("role", "group");
  const question = document.createElement("span");
  question.textContent = TEXT.resume;
  box.append(question);
  for (const [text, resume] of [[TEXT.resumeYes, true], [TEXT.resumeNo, false]]) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `jocari-live-resume-${resume ? "yes" : "no"}`;
    button.textContent = text;
    button.addEventListener("click", () => {
      box.remove();
      answer(resume);
    });
    box.append(button);
  }
  box.setAttribute("aria-label", TEXT.resume);
  asleep.replaceWith(box);
}

for (const host of document.querySelectorAll(".jocari-live")) bringToLife(host);
