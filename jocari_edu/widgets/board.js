// The board's front-end: draws what Python sends (the rules package's SVG,
// buttons, messages) and reports clicks. It decides nothing about the rules.

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

function render({ model, el }) {
  let clickStart = null;
  let computerTimer = null;
  const send = (msg) => {
    clickStart = performance.now();
    model.send(msg);
  };

  const root = h("div", { class: "jw-root" });
  const ruleSet = h("select", { class: "jw-ruleset", "aria-label": "rules" });
  const optionBox = h("span", { class: "jw-options" });
  // choosing another rule set shows its own option defaults, which the learner may then change
  ruleSet.addEventListener("change", () => {
    const v = model.get("view");
    const defaults = (v.defaults || {})[ruleSet.value] || {};
    for (const select of optionBox.querySelectorAll("select")) {
      const [, allowed] = v.options[select.dataset.option];
      const index = allowed.findIndex((a) => a === defaults[select.dataset.option]);
      if (index >= 0) select.value = String(index);
    }
  });
  const chosenOptions = () => Object.fromEntries(
    [...optionBox.querySelectorAll("select")].map((s) => [s.dataset.option, Number(s.value)]));
  const newBtn = h("button", {
    class: "jw-new",
    onclick: () => send({ type: "new", rule_set: ruleSet.value, option_indexes: chosenOptions() }),
  });
  const opponent = h("select", { class: "jw-opponent" });
  opponent.addEventListener("change", () => send({ type: "opponent", opponent: opponent.value }));
  const pace = h("select", { class: "jw-pace" });
  pace.addEventListener("change", () => send({ type: "pace", pace: pace.value }));
  const paceLabel = h("label", { class: "jw-labelled" }, h("span"), pace);
  // A box the learner has just ticked keeps its tick until Python's answer says so: a view sent before the click
  // (a refit, the computer's step) does not untick it meanwhile. Python always accepts a toggle.
  const ticked = {};
  const toggle = (kind) => {
    const box = h("input", { type: "checkbox", class: `jw-${kind}` });
    box.addEventListener("change", () => {
      ticked[kind] = box.checked;
      send({ type: kind, on: box.checked });
    });
    return [box, h("label", { class: "jw-check" }, box, h("span"))];
  };
  const showTick = (box, kind, on) => {
    if (kind in ticked) {
      if (ticked[kind] !== on) return;
      delete ticked[kind];
    }
    box.checked = on;
  };
  const [numbers, numbersLabel] = toggle("numbers");
  const [classroom, classroomLabel] = toggle("classroom");
  const [teacher, teacherLabel] = toggle("teacher");
  const [tutorTick, tutorLabel] = toggle("tutor");  // « Mode entraînement » (tutorBanner)
  const settingsTitle = h("summary");
  const toolbar = h("div", { class: "jw-toolbar" }, ruleSet, optionBox, opponent, paceLabel,
    numbersLabel, classroomLabel, teacherLabel, tutorLabel);
  const settings = h("details", { class: "jw-settings" }, settingsTitle, toolbar);

  const stage = h("div", { class: "jw-stage", role: "group" });
  const ghost = h("div", { class: "jw-ghost", hidden: true });  // a ring under the pointer while a piece is dragged
  const status = h("p", { class: "jw-status", "aria-live": "polite" });
  const odds = h("p", { class: "jw-odds" });
  const whyTitle = h("strong");
  const whyText = h("span", { class: "jw-why-text" });
  const why = h("div", { class: "jw-why", role: "alert" }, whyTitle, " ", whyText);
  // « Que jouerait l'ordinateur ? »: the suggested move (marked on the picture) and why
  const hintTitle = h("strong");
  const hintText = h("span", { class: "jw-hint-text" });
  const hint = h("div", { class: "jw-hint", role: "status" }, hintTitle, " ", hintText);

  const rollBtn = h("button", { class: "jw-roll", onclick: () => send({ type: "roll" }) });
  const throwSelect = h("select", { class: "jw-throw-select", "aria-label": "throw" });
  const setThrow = h("button", {
    class: "jw-set-throw",
    onclick: () => send({ type: "roll", values: JSON.parse(throwSelect.value) }),
  });
  const passBtn = h("button", { class: "jw-pass", onclick: () => send({ type: "pass" }) });
  const undoBtn = h("button", { class: "jw-undo", onclick: () => send({ type: "undo" }) });
  const hintBtn = h("button", { class: "jw-hint-button", onclick: () => send({ type: "hint" }) });
  const stepBtn = h("button", { class: "jw-computer-step", onclick: () => send({ type: "computer" }) });
  const saveBtn = h("button", { class: "jw-save", onclick: () => send({ type: "save" }) });
  const fileInput = h("input", { type: "file", accept: ".json,application/json", class: "jw-file" });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (file) send({ type: "load", json: await file.text(), replay: true });
    fileInput.value = "";
  });
  const loadBtn = h("button", { class: "jw-load", onclick: () => fileInput.click() });
  const replayBtn = h("button", { class: "jw-replay-start", onclick: () => send({ type: "replay", action: "start" }) });
  const actions = h("div", { class: "jw-actions" }, rollBtn, stepBtn, throwSelect, setThrow, passBtn, undoBtn,
    hintBtn);
  const files = h("div", { class: "jw-actions jw-files" }, newBtn, saveBtn, loadBtn, fileInput, replayBtn);

  const replayBar = h("div", { class: "jw-replay" });
  for (const action of ["first", "prev", "next", "last", "resume"]) {
    replayBar.append(h("button", { class: `jw-replay-${action}`, "data-action": action,
      onclick: () => send({ type: "replay", action }) }));
  }
  const movesTitle = h("strong");
  const moves = h("ol", { class: "jw-moves" });
  // what a turn needs stays in view under a board when there is no room beside it
  const tutor = tutorBanner(model);
  const play = h("div", { class: "jw-play" }, status, odds, why, hint, tutor.box, actions, replayBar);
  const more = h("div", { class: "jw-more" }, files, h("div", { class: "jw-log" }, movesTitle, moves), settings);
  const side = h("div", { class: "jw-side" }, play, more);
  const main = h("div", { class: "jw-main" }, stage, side);
  const analysis = analysisPanel(model, stage);
  files.append(analysis.button);
  // an exercise (Python's widgets/exercise.py): its question above the board, its verdict and buttons with the turn
  const exercise = exercisePanel(send);
  play.prepend(exercise.box);
  root.append(exercise.question, main, analysis.panel, ghost);
  el.append(root);

  // A piece moves by two clicks (or taps), or by dragging it with a mouse or a pen onto its destination
  // (a finger's swipe scrolls the page, as a phone's visitor expects). Python says whether the move is legal.
  let drag = null;  // {square, x, y, id, moved}: a press on a part of the picture, until it is released
  let dragged = false;  // a drag has just ended: the click the browser sends after it is not a click
  const squareAt = (x, y) => {
    const found = document.elementFromPoint(x, y)?.closest("[data-square]");
    return found && stage.contains(found) ? found.dataset.square : null;
  };
  const endDrag = () => {
    if (drag?.moved) stage.classList.remove("jw-dragging");
    drag = null;
    ghost.hidden = true;
  };
  stage.addEventListener("pointerdown", (event) => {
    const target = event.target.closest("[data-square]");
    dragged = false;
    if (!target || event.button !== 0 || event.pointerType === "touch") return;
    drag = { square: target.dataset.square, x: event.clientX, y: event.clientY, id: event.pointerId, moved: false };
  });
  stage.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      stage.classList.add("jw-dragging");
      stage.setPointerCapture?.(event.pointerId);
    }
    event.preventDefault();
    ghost.hidden = false;
    ghost.style.left = `${event.clientX}px`;
    ghost.style.top = `${event.clientY}px`;
  });
  stage.addEventListener("pointerup", (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    if (drag.moved) {
      dragged = true;
      const end = squareAt(event.clientX, event.clientY);
      if (end !== null && end !== drag.square) send({ type: "drag", from: drag.square, to: end });
    }
    endDrag();
  });
  stage.addEventListener("pointercancel", endDrag);
  stage.addEventListener("click", (event) => {
    if (dragged) {
      dragged = false;
      return;
    }
    const target = event.target.closest("[data-square]");
    if (target) send({ type: "click", square: target.dataset.square });
  });
  stage.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target.closest("[data-square]");
    if (!target) return;
    event.preventDefault();
    send({ type: "click", square: target.dataset.square });
  });

  model.on("msg:custom", (msg) => {
    if (msg.type !== "record") return;
    const url = URL.createObjectURL(new Blob([msg.json], { type: "application/json" }));
    const a = h("a", { href: url, download: msg.filename });
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  });

  function fillSelect(select, items, value) {
    const key = JSON.stringify(items);
    if (select.dataset.items !== key) {
      select.replaceChildren(...items.map(([v, label]) => h("option", { value: v }, label)));
      select.dataset.items = key;
    }
    if (value !== undefined) select.value = value;
  }

  let drawn = null;
  function update() {
    const v = model.get("view");
    if (!v || !v.labels) return;
    const L = v.labels;
    const focused = document.activeElement && stage.contains(document.activeElement)
      ? document.activeElement.dataset.square : null;
    if (v.svg !== drawn) { // the same picture is not parsed and laid out again (a setting changed, a first view)
      stage.innerHTML = v.svg;
      drawn = v.svg;
      // its short labels (coordinates, numbers of squares): the ones « Mode classe » enlarges in the upright
      // drawing of a narrow board (board.css), which Python does not draw large
      for (const label of stage.querySelectorAll("svg text")) {
        if (label.textContent.trim().length <= 3) label.classList.add("jw-short");
      }
    }
    const box = stage.querySelector("svg")?.viewBox?.baseVal;
    if (box && box.height) stage.style.setProperty("--jw-ratio", String(box.width / box.height));
    stage.setAttribute("aria-label", L.board);
    for (const node of stage.querySelectorAll("[data-square]")) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", node.dataset.square);
    }
    if (focused) {
      const again = stage.querySelector(`.pawn[data-square="${focused}"], [data-square="${focused}"]`);
      if (again) again.focus({ preventScroll: true }); // (a scroll would lay the page out now, not in its frame)
    }
    // what just happened, then (in bold) what the board waits for now
    const said = v.said && v.status.startsWith(`${v.said} `) ? v.said : "";
    status.replaceChildren(...(said ? [h("span", { class: "jw-said" }, said), " "] : []),
      h("span", { class: "jw-now" }, v.status.slice(said ? said.length + 1 : 0)));
    odds.textContent = v.odds;
    odds.hidden = !v.odds;
    whyTitle.textContent = L.why;
    whyText.textContent = v.why;
    why.hidden = !v.why;
    // a costly move the analysis shows is told right under the board too (on a phone its panel is screens below)
    const analysed = !v.hint && v.analysis && v.analysis.shown;
    hintTitle.textContent = v.hint ? v.hint.title : analysed ? L.analyse || "" : "";
    hintText.textContent = v.hint ? v.hint.text : analysed ? analysed.text : "";
    hint.hidden = !v.hint && !analysed;
    root.dataset.hint = v.hint ? v.hint.squares.join(" ") : "";
    hintBtn.textContent = L.hint;
    hintBtn.hidden = v.can_hint === undefined;  // a board saved before hints existed
    hintBtn.disabled = !v.can_hint;
    fillSelect(ruleSet, v.rule_sets, v.rule_set);
    newBtn.textContent = L.new;
    const optionsKey = JSON.stringify(v.options);
    if (optionBox.dataset.key !== optionsKey) {
      optionBox.replaceChildren(...Object.entries(v.options).map(([name, [value, allowed, label, entries]]) => {
        const select = h("select", { "data-option": name, "aria-label": label });
        allowed.forEach((a, i) => select.append(h("option", { value: String(i) }, entries[i])));
        select.value = String(allowed.findIndex((a) => a === value));
        return select;
      }));
      optionBox.dataset.key = optionsKey;
    }
    fillSelect(opponent, v.opponents.map((o) => [o, `${L.opponent} : ${L[o]}`]), v.opponent);
    fillSelect(pace, v.paces.map((p) => [p, L[p]]), v.pace);
    paceLabel.firstChild.textContent = L.pace;
    showTick(numbers, "numbers", v.numbers);
    numbersLabel.lastChild.textContent = L.numbers;
    showTick(classroom, "classroom", v.classroom);
    classroomLabel.lastChild.textContent = L.classroom;
    showTick(teacher, "teacher", v.teacher);
    teacherLabel.lastChild.textContent = L.teacher;
    tutorLabel.hidden = !v.tutor;  // (a board saved before the tutor existed)
    showTick(tutorTick, "tutor", !!v.tutor?.on);
    tutorLabel.lastChild.textContent = L.tutor || "";
    settingsTitle.textContent = L.settings;
    root.classList.toggle("jw-classroom", v.classroom);
    rollBtn.textContent = L.roll;
    rollBtn.disabled = !v.can_roll;
    fillSelect(throwSelect, v.throws.map((t) => [JSON.stringify(t.values), `${t.label} (${t.p})`]));
    // choosing the throw is a teacher's tool
    throwSelect.hidden = setThrow.hidden = !v.can_roll || !v.teacher;
    rollBtn.hidden = !v.throws.length && !v.can_roll;
    setThrow.textContent = L.set_throw;
    passBtn.textContent = L.pass;
    passBtn.hidden = !v.can_pass;
    undoBtn.textContent = L.undo;
    undoBtn.disabled = !v.can_undo;
    stepBtn.textContent = L.next_step;
    stepBtn.hidden = !(v.computer_turn && v.computer_delay === null);
    saveBtn.textContent = L.save;
    loadBtn.textContent = L.load;
    replayBtn.textContent = L.replay;
    replayBtn.hidden = !!v.replay || !v.history.length;
    replayBar.hidden = !v.replay;
    for (const b of replayBar.children) b.textContent = L[b.dataset.action];
    movesTitle.textContent = L.moves;
    // each step numbered by its place in the whole game (« Coup N » of the analysis says the same N), also when
    // the list shows only the latest steps under a line counting the earlier ones (that line has no number)
    const earlier = (v.history_total ?? v.history.length) - v.history.length;
    moves.replaceChildren(...v.moves.map((m, i) => earlier > 0 && i === 0 ? h("li", { class: "jw-earlier" }, m)
      : h("li", earlier > 0 && i === 1 ? { value: String(earlier + 1) } : {}, m)));
    movesMoved = true;  // the latest move in view, at the bottom of the list, once laid out (fit, next frame)
    root.dataset.position = v.position;
    root.dataset.game = v.game;
    root.dataset.ruleSet = v.rule_set;
    root.dataset.version = String(model.get("version"));
    root.lang = v.lang;
    if (clickStart !== null) {
      root.dataset.latency = (performance.now() - clickStart).toFixed(1);
      clickStart = null;
    }
    root.dataset.computerTurn = String(v.computer_turn);
    root.dataset.over = String(!!v.over);
    root.dataset.layout = v.layout || "wide";
    root.dataset.teacher = String(v.teacher);
    root.dataset.classroom = String(v.classroom);
    clearTimeout(computerTimer);
    // the computer's turn, one step at the pace chosen (or at each click on its button)
    if (v.computer_turn && v.computer_delay !== null) {
      computerTimer = setTimeout(() => model.send({ type: "computer" }), v.computer_delay);
    }
    analysis.update(v);
    tutor.update(v);
    exercise.update(v);
    root.classList.toggle("jw-exercise-mode", !!v.exercise);
    refit();
  }

  // Fit the board to the height its page shows (a notebook's panel, a browser window),
  // keeping what a turn needs in view beside it, or under it when there is no room.
  let fitted = null;
  function scroller() {
    // the nearest ancestor that scrolls (a notebook's panel), not a wrapper sized by the board
    let outermost = null;
    for (let node = root.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0) {
        if (node.scrollHeight > node.clientHeight + 1) return node;
        outermost = node;
      }
    }
    return outermost;
  }
  // a board as narrow as a phone held upright asks Python for the upright drawing, a short screen (a phone held
  // sideways) for the sideways one, any other for the wide one
  const short = window.matchMedia("(max-height: 500px)");
  let askedAt = null;  // the view's version when the drawing was last asked for: asked once per view
  function chooseLayout() {
    const v = model.get("view");
    if (!v || !v.layout || !root.clientWidth) return;
    const wanted = root.clientWidth <= 600 ? "portrait" : short.matches ? "landscape" : "wide";
    if (wanted !== v.layout && askedAt !== model.get("version")) {
      askedAt = model.get("version");
      model.send({ type: "layout", value: wanted });
    }
  }
  // Nothing of the layout is read while a view is shown (update): read in the next frame, where the page is laid
  // out once anyway, never twice per answer.
  let movesMoved = false;
  function fit() {
    if (!root.isConnected) return;
    if (movesMoved) {
      moves.scrollTop = moves.scrollHeight;
      movesMoved = false;
    }
    chooseLayout();
    const area = scroller();
    if (area && area !== watched) {
      watcher.observe(area);
      watched = area;
    }
    const style = getComputedStyle(root);
    const shown = Math.min(area ? area.clientHeight : window.innerHeight, window.innerHeight);
    // --jw-bottom-room: what stays free under the board (16 px unless the page says less: a phone held sideways)
    const bottom = parseFloat(style.getPropertyValue("--jw-bottom-room"));
    const room = shown - (parseFloat(style.getPropertyValue("--jw-top-offset")) || 0) - (bottom >= 0 ? bottom : 16);
    const stacked = getComputedStyle(main).flexDirection === "column";
    const under = stacked ? play.getBoundingClientRect().height + (parseFloat(getComputedStyle(main).rowGap) || 0) : 0;
    const height = Math.max(160, Math.floor(room - under));
    if (height !== fitted) {
      fitted = height;
      root.style.setProperty("--jw-board-h", `${height}px`);
    }
  }
  let frame = 0;
  const refit = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);  // after layout, never inside the observer's own pass
  };
  const watcher = new ResizeObserver(refit);
  watcher.observe(root);
  let watched = null;
  window.addEventListener("resize", refit);

  model.on("change:version", update);
  update();
  refit();  // once the page has laid the board out
  return () => {
    clearTimeout(computerTimer);
    cancelAnimationFrame(frame);
    watcher.disconnect();
    window.removeEventListener("resize", refit);
  };
}

// Work Python does in steps (« Analyse », the tutor's check): while it runs, the next step is asked for once per
// step Python ran — a view sent for another reason (a click meanwhile) carries the same step and asks nothing;
// never per decision counted (the review's last checks count none, and would stall).  next(running, step).
function stepAsker(ask) {
  let askedAt = null;  // the step the next one was asked after: one step in flight
  return (running, step) => {
    if (!running) {
      askedAt = null;
    } else if (askedAt !== step) {
      askedAt = step;
      setTimeout(ask, 0);
    }
  };
}

// « Mode entraînement » (Python's Tutor.tutor_view): a costly move held, not played, with what it would cost and
// why, « Jouer quand même » and « Reprendre »; « … » while the move is checked, Python asked for the next piece of
// the check once per step it ran (as « Analyse »), so a click is answered between two pieces.
function tutorBanner(model) {
  const ask = (action) => model.send({ type: "tutor", action });
  const title = h("strong", { class: "jw-tutor-title" });
  const text = h("span", { class: "jw-tutor-text" });
  const playBtn = h("button", { class: "jw-tutor-play", onclick: () => ask("play") });
  const backBtn = h("button", { class: "jw-tutor-back", onclick: () => ask("back") });
  const buttons = h("div", { class: "jw-tutor-buttons" }, playBtn, backBtn);
  const box = h("div", { class: "jw-tutor-banner", role: "status", "aria-live": "polite", hidden: "" },
    title, " ", text, buttons);
  const next = stepAsker(() => ask("step"));
  function update(v) {
    const t = v.tutor;
    box.hidden = !t || !t.text;
    box.dataset.state = t ? t.state : "off";
    if (!t) return next(false);
    box.dataset.level = t.level || "";
    title.textContent = t.title;
    title.hidden = !t.title;
    text.textContent = sentence(v, t.text);
    playBtn.textContent = v.labels.tutor_play;
    backBtn.textContent = v.labels.tutor_back;
    buttons.hidden = t.state !== "held";
    next(t.state === "checking", t.step);
  }
  return { box, update };
}

// « Analyse »: the review of the game (Python's BoardController.analysis_view): its progress, the
// win-chance curve the package drew, each side's costliest moves. While the review runs, one step is
// asked after each answer, so the page (and the page's Python) answers clicks between two steps.
function analysisPanel(model, stage) {
  const ask = (msg) => model.send({ type: "analysis", ...msg });
  const button = h("button", { class: "jw-analyse", onclick: () => ask({ action: "open" }) });
  const title = h("strong", { class: "jw-analysis-title" });
  const close = h("button", { class: "jw-analysis-close", onclick: () => ask({ action: "close" }) });
  const bar = h("progress", { class: "jw-analysis-bar" });
  const progressText = h("span", { class: "jw-analysis-progress-text" });
  const progress = h("div", { class: "jw-analysis-progress", role: "status", "aria-live": "polite" },
    bar, progressText);
  const curve = h("div", { class: "jw-curve" });
  const help = h("p", { class: "jw-analysis-help" });
  const shown = h("p", { class: "jw-analysis-shown", role: "status" });
  const sides = h("div", { class: "jw-analysis-sides" });
  const verdict = h("p", { class: "jw-analysis-verdict" });
  const panel = h("section", { class: "jw-analysis", hidden: "" },
    h("div", { class: "jw-analysis-head" }, title, close), progress, curve, help, shown, sides, verdict);
  const show = (k) => {
    ask({ action: "show", decision: Number(k) });
    stage.scrollIntoView?.({ block: "nearest" });
  };
  curve.addEventListener("click", (event) => {
    const mark = event.target.closest("[data-decision]");
    if (mark) show(mark.dataset.decision);
  });
  curve.addEventListener("keydown", (event) => {
    const mark = event.target.closest("[data-decision]");
    if (!mark || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    show(mark.dataset.decision);
  });
  sides.addEventListener("click", (event) => {
    const item = event.target.closest("button[data-decision]");
    if (item) show(item.dataset.decision);
  });
  let drawnCurve = null;
  const next = stepAsker(() => ask({ action: "step" }));
  let opened = false;
  function update(v) {
    const a = v.analysis;
    const L = v.labels;
    button.textContent = L.analyse || "";
    button.hidden = !v.can_analyse || !!a;
    panel.hidden = !a;
    panel.dataset.state = a ? a.state : "closed";
    if (!a) {
      opened = false;
      return next(false);
    }
    if (!opened) { // the panel just opened, often below the screen (a phone): brought into view, once laid out
      opened = true;
      requestAnimationFrame(() => panel.scrollIntoView?.({ block: "nearest" }));
    }
    title.textContent = a.title;
    close.textContent = L.close_analysis;
    progress.hidden = a.state !== "running";
    bar.max = Math.max(1, a.total);
    bar.value = a.done;
    progressText.textContent = a.progress;
    next(a.state === "running", a.step);
    const curveSvg = a.curve || "";
    if (curveSvg !== drawnCurve) {
      curve.innerHTML = curveSvg;
      drawnCurve = curveSvg;
    }
    curve.hidden = !a.curve;
    help.textContent = a.help || "";
    help.hidden = !a.help;
    shown.textContent = a.shown ? a.shown.text : "";
    shown.hidden = !a.shown;
    for (const mark of curve.querySelectorAll("[data-decision]")) {
      mark.classList.toggle("jc-selected", !!a.shown && String(a.shown.decision) === mark.dataset.decision);
    }
    sides.replaceChildren(...(a.sides || []).map((side) => h("div", { class: "jw-analysis-side" },
      h("h4", {}, side.title),
      side.costly.length
        ? h("ol", { class: "jw-costly" }, ...side.costly.map((c) => h("li", {},
          h("button", { class: "jw-costly-move", "data-decision": String(c.decision) }, c.move), " ", c.text)))
        : h("p", {}, side.none),
      closeList(side.close))));
    verdict.textContent = a.verdict || "";
    verdict.hidden = !a.verdict;
  }
  return { button, panel, update };
}

// the moves the estimate found costly but its check could not tell apart from the better one (« trop proches
// pour les départager »): each with its move's button, as the costly ones
function closeList(close) {
  if (!close || !close.length) return "";
  return h("ul", { class: "jw-too-close" }, ...close.map((c) => h("li", {},
    h("button", { class: "jw-costly-move", "data-decision": String(c.decision) }, c.move), " ", c.text)));
}

// A French sentence as the site's pages print it (tools/typography_hooks.py): a no-break space before « : », a narrow
// one before « ; », « ? », « ! » and inside « … », so that a line never starts with its punctuation on a narrow screen
function frenchSpaces(text) {
  return text.replace(/[ \t\n]+:(?=\s|$|[)»<])/g, "\u00a0:").replace(/[ \t\n]+([;?!])/g, "\u202f$1")
    .replace(/«[ \t\n]+/g, "«\u202f").replace(/[ \t\n]+»/g, "\u202f»");
}
const sentence = (v, text) => (v.lang === "fr" ? frenchSpaces(text || "") : text || "");

// An exercise on the board (Python's BoardController.exercise_view): the question above the board; under it (beside
// it on a wide screen) the verdict — right or wrong said in words and by a mark, not by colour alone —, the attempts,
// the hint once asked for, and « Indice », « Solution », « Jouer la solution », « Recommencer ».
function exercisePanel(send) {
  const questionTitle = h("strong");
  const questionText = h("span", { class: "jw-exercise-question-text" });
  const question = h("p", { class: "jw-exercise-question", hidden: "" }, questionTitle, " ", questionText);
  const mark = h("span", { class: "jw-exercise-mark", "aria-hidden": "true" });
  const verdictText = h("span", { class: "jw-exercise-verdict-text" });
  const verdict = h("p", { class: "jw-exercise-verdict", role: "status", "aria-live": "polite" }, mark, verdictText);
  const hint = h("p", { class: "jw-exercise-hint-text" });
  const attempts = h("span", { class: "jw-exercise-attempts" });
  const buttons = {};
  for (const action of ["hint", "solution", "play_solution", "restart"]) {
    buttons[action] = h("button", { class: `jw-exercise-${action.replace("_", "-")}`, type: "button",
      onclick: () => send({ type: "exercise", action }) });
  }
  const bar = h("div", { class: "jw-actions jw-exercise-buttons" }, ...Object.values(buttons), attempts);
  const box = h("div", { class: "jw-exercise", hidden: "" }, verdict, hint, bar);
  // a mark that says the verdict without colour: right, wrong (or refused), a step of the turn, the solution
  const MARKS = { right: "✔", wrong: "✘", refused: "✘", go_on: "…", solution: "➜", solution_played: "➜" };
  let told = null;
  function update(v) {
    const x = v.exercise;
    question.hidden = box.hidden = !x;
    if (!x) return;
    // the page hears each new verdict (a page of puzzles keeps the pupil's progress): {key, state, attempts}
    const now = `${x.state} ${x.attempts}`;
    if (told !== null && now !== told) {
      box.dispatchEvent(new CustomEvent("jocari-exercise", { bubbles: true,
        detail: { key: x.spec.key || null, state: x.state, attempts: x.attempts } }));
    }
    told = now;
    questionTitle.textContent = `${x.labels.question} :`.replace(" :", v.lang === "fr" ? "\u00a0:" : ":");
    questionText.textContent = sentence(v, x.question);
    box.dataset.state = x.state;
    mark.textContent = MARKS[x.state] || "";
    verdictText.textContent = sentence(v, x.verdict);
    verdict.hidden = !x.verdict;
    hint.textContent = sentence(v, x.hint);
    hint.hidden = !x.hint;
    attempts.textContent = x.attempts_text;
    for (const [action, button] of Object.entries(buttons)) {
      button.textContent = x.labels[action];
      button.hidden = !x.buttons[action];
    }
  }
  return { question, box, update };
}

export default { render };
