// The « Exercices » pages (tools/exercises_hooks.py writes their sets and data): a pupil picks a set of puzzles
// (a rule set, a theme, a difficulty) and plays them one after another on a live exercise board.
//
// - A set is opened by its link, #serie=<rule set>/<theme>/<difficulty> (a teacher gives it to a class); a
//   malformed or unknown link says so in the page's language and changes nothing: the list of sets stays.
// - Progress (solved / tried, per puzzle) is kept in this browser only (localStorage), under each puzzle's
//   stable name (a digest of its position and answer, never its place in the collection); nothing is sent.
// - Each puzzle's file (exercices/<game>/<name>.json: its board, question and key) is fetched when its set is
//   opened, so that the set prints with its pictures and answer key and, kept by the offline cache, plays offline.
// A classic script (also read by the tests under Node: parseLink and the progress' counts have no page).
(function () {
  "use strict";
  const STORE = "jocari-exercices"; // localStorage: {stable name: "solved" | "tried"}
  const SET = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

  // The set a page address names: {set} (a set of the page), {none} (no set link: the list), or {error, given}
  // ("malformed": not rules/theme/difficulty; "unknown": well formed, but no such set here).
  function parseLink(hash, sets) {
    const found = /^#serie(?:=(.*))?$/.exec(hash || "");
    if (!found) return { none: true }; // no link, or a heading's anchor
    let given = found[1] === undefined ? "" : found[1];
    try {
      given = decodeURIComponent(given);
    } catch {
      return { error: "malformed", given };
    }
    if (!SET.test(given)) return { error: "malformed", given };
    if (!Object.prototype.hasOwnProperty.call(sets, given)) return { error: "unknown", given };
    return { set: given };
  }

  // {solved, tried} among a set's puzzles, from the progress kept
  function counts(ids, progress) {
    let solved = 0;
    let tried = 0;
    for (const id of ids) {
      if (progress[id] === "solved") solved += 1;
      else if (progress[id] === "tried") tried += 1;
    }
    return { solved, tried };
  }

  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

  if (typeof module === "object" && module.exports) module.exports = { parseLink, counts, fill };
  if (typeof document === "undefined") return;

  const root = document.querySelector(".jocari-exercices");
  if (!root) return;
  const data = JSON.parse(root.querySelector("script.jocari-ex-data").textContent);
  const T = data.texts;
  const base = new URL(root.dataset.base, location.href);
  const error = root.querySelector(".jocari-ex-error");
  const list = root.querySelector(".jocari-ex-list");
  const view = root.querySelector(".jocari-ex-set");
  const boardPlace = view.querySelector(".jocari-ex-board");
  const files = new Map(); // stable name -> its file (a promise)
  let current = null; // {slug, ids, index}

  function load() {
    try {
      const kept = JSON.parse(localStorage.getItem(STORE) || "{}");
      return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
    } catch {
      return {}; // storage refused (private mode) or unreadable: no progress shown, none lost
    }
  }
  function mark(id, state) {
    const progress = load();
    if (progress[id] === "solved" || progress[id] === state) return;
    progress[id] = state;
    try {
      localStorage.setItem(STORE, JSON.stringify(progress));
    } catch {} // not kept (private mode, full): the page still plays
    showProgress();
  }

  function progressText(ids) {
    return fill(T.progress, { solved: counts(ids, load()).solved, total: ids.length });
  }
  function showProgress() {
    for (const link of list.querySelectorAll(".jocari-ex-set-link")) {
      const ids = data.sets[link.dataset.set].puzzles;
      const { solved, tried } = counts(ids, load());
      const place = link.querySelector("[data-progress]");
      place.textContent = progressText(ids);
      link.dataset.solved = String(solved);
      link.dataset.state = solved === ids.length ? "solved" : solved || tried ? "tried" : "new";
    }
    if (!current) return;
    view.querySelector(".jocari-ex-set-progress").textContent = progressText(current.ids);
    const state = load()[current.ids[current.index]] || "new";
    const said = view.querySelector(".jocari-ex-state");
    said.textContent = T[state];
    said.dataset.state = state;
  }

  function fetchPuzzle(id) {
    if (!files.has(id)) {
      const asked = fetch(new URL(`${id}.json`, base)).then((r) => {
        if (!r.ok) throw new Error(`${id}.json: HTTP ${r.status}`);
        return r.json();
      });
      asked.catch(() => files.delete(id)); // asked again next time (back online)
      files.set(id, asked);
    }
    return files.get(id);
  }

  // -- the list, or one set ------------------------------------------------------------------------------

  function showList(message) {
    current = null;
    boardPlace.replaceChildren();
    view.hidden = true;
    list.hidden = false;
    error.hidden = !message;
    error.textContent = message || "";
    showProgress();
  }

  function openSet(slug) {
    const set = data.sets[slug];
    current = { slug, ids: set.puzzles, index: 0 };
    error.hidden = true;
    list.hidden = true;
    view.hidden = false;
    view.dataset.set = slug;
    view.querySelector(".jocari-ex-title").textContent = set.title;
    view.querySelector(".jocari-ex-key-title").textContent = set.title;
    // the first puzzle not solved yet
    const progress = load();
    const first = set.puzzles.findIndex((id) => progress[id] !== "solved");
    show(first < 0 ? 0 : first);
    printable(slug);
  }

  // what prints: each puzzle's still picture and question, then the key (each answer and why)
  function printable(slug) {
    const ids = data.sets[slug].puzzles;
    const questions = view.querySelector(".jocari-ex-questions");
    const answers = view.querySelector(".jocari-ex-answers");
    questions.replaceChildren();
    answers.replaceChildren();
    const done = ids.map((id) => {
      const q = document.createElement("li");
      const a = document.createElement("li");
      questions.append(q);
      answers.append(a);
      return fetchPuzzle(id).then((file) => {
        const holder = document.createElement("div");
        holder.innerHTML = file.board;
        const picture = document.createElement("figure");
        picture.className = "jocari-figure";
        picture.append(...holder.querySelector(".jw-stage").childNodes);
        const question = document.createElement("p");
        question.textContent = file.question;
        q.append(picture, question);
        const answer = document.createElement("p");
        answer.textContent = file.key;
        a.append(answer);
      }, () => { q.textContent = T.unloaded; });
    });
    return Promise.all(done);
  }

  let live = null; // the site's board adapter (assets/live/live.js), imported at the first board
  function liveModule() {
    const boot = document.querySelector("script[data-jocari-live]");
    live ??= import(new URL("live.js", boot.src).href); // the very module boot.js would import: one Python per page
    return live;
  }

  function show(index) {
    const ids = current.ids;
    current.index = index;
    const id = ids[index];
    view.dataset.puzzle = id;
    view.querySelector(".jocari-ex-number").textContent = fill(T.which, { n: index + 1, total: ids.length });
    view.querySelector(".jocari-ex-previous").disabled = index === 0;
    view.querySelector(".jocari-ex-next").disabled = index === ids.length - 1;
    const question = view.querySelector(".jocari-ex-question");
    question.textContent = T.loading;
    boardPlace.replaceChildren();
    showProgress();
    const asked = current;
    Promise.all([fetchPuzzle(id), liveModule()]).then(([file, module]) => {
      if (current !== asked || asked.index !== index) return; // another puzzle asked meanwhile
      question.textContent = ""; // the board asks the question itself
      boardPlace.innerHTML = file.board;
      const host = boardPlace.querySelector(".jocari-live");
      const spec = host.querySelector("script.jocari-live-spec"); // its picture is the still one (one copy in the file)
      const parsed = JSON.parse(spec.textContent);
      parsed.view.svg ||= host.querySelector(".jw-stage").innerHTML;
      spec.textContent = JSON.stringify(parsed);
      host.addEventListener("jocari-exercise", (event) => watch(id, event.detail));
      module.bringToLife(host);
    }, (failure) => {
      question.textContent = T.unloaded;
      console.error(failure);
    });
  }

  // each verdict of the exercise board (board.js's "jocari-exercise" event: its state and attempts): the right
  // answer played solves the puzzle; a wrong or refused try, or the solution asked for, marks it tried
  function watch(id, verdict) {
    if (verdict.state === "right") mark(id, "solved");
    else if (verdict.attempts > 0 || verdict.state.startsWith("solution")) mark(id, "tried");
  }

  function route() {
    const found = parseLink(location.hash, data.sets);
    if (found.set) openSet(found.set);
    else if (found.error) {
      showList(fill(T[found.error], { given: found.given, example: data.example }));
    } else showList("");
  }

  view.querySelector(".jocari-ex-previous").addEventListener("click", () => show(current.index - 1));
  view.querySelector(".jocari-ex-next").addEventListener("click", () => show(current.index + 1));
  view.querySelector(".jocari-ex-back").addEventListener("click", (event) => {
    event.preventDefault();
    history.pushState(null, "", location.pathname + location.search);
    showList("");
  });
  view.querySelector(".jocari-ex-print").addEventListener("click", () => printable(current.slug).then(() => print()));
  window.addEventListener("hashchange", route);
  window.addEventListener("storage", (event) => { if (event.key === STORE) showProgress(); }); // another tab
  route();
})();
