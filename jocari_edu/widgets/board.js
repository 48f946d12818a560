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
  const numbers = h("input", { type: "checkbox", class: "jw-numbers" });
  numbers.addEventListener("change", () => send({ type: "numbers", on: numbers.checked }));
  const numbersLabel = h("label", { class: "jw-check" }, numbers, h("span"));
  const toolbar = h("div", { class: "jw-toolbar" }, ruleSet, optionBox, newBtn, opponent, numbersLabel);

  const stage = h("div", { class: "jw-stage", role: "group" });
  const status = h("p", { class: "jw-status", "aria-live": "polite" });
  const odds = h("p", { class: "jw-odds" });
  const whyTitle = h("strong");
  const whyText = h("span", { class: "jw-why-text" });
  const why = h("div", { class: "jw-why", role: "alert" }, whyTitle, " ", whyText);

  const rollBtn = h("button", { class: "jw-roll", onclick: () => send({ type: "roll" }) });
  const throwSelect = h("select", { class: "jw-throw-select", "aria-label": "throw" });
  const setThrow = h("button", {
    class: "jw-set-throw",
    onclick: () => send({ type: "roll", values: JSON.parse(throwSelect.value) }),
  });
  const passBtn = h("button", { class: "jw-pass", onclick: () => send({ type: "pass" }) });
  const undoBtn = h("button", { class: "jw-undo", onclick: () => send({ type: "undo" }) });
  const saveBtn = h("button", { class: "jw-save", onclick: () => send({ type: "save" }) });
  const fileInput = h("input", { type: "file", accept: ".json,application/json", class: "jw-file" });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (file) send({ type: "load", json: await file.text(), replay: true });
    fileInput.value = "";
  });
  const loadBtn = h("button", { class: "jw-load", onclick: () => fileInput.click() });
  const replayBtn = h("button", { class: "jw-replay-start", onclick: () => send({ type: "replay", action: "start" }) });
  const actions = h("div", { class: "jw-actions" }, rollBtn, throwSelect, setThrow, passBtn, undoBtn);
  const files = h("div", { class: "jw-actions" }, saveBtn, loadBtn, fileInput, replayBtn);

  const replayBar = h("div", { class: "jw-replay" });
  for (const action of ["first", "prev", "next", "last", "resume"]) {
    replayBar.append(h("button", { class: `jw-replay-${action}`, "data-action": action,
      onclick: () => send({ type: "replay", action }) }));
  }
  const movesTitle = h("strong");
  const moves = h("ol", { class: "jw-moves" });
  const side = h("div", { class: "jw-side" }, status, odds, why, actions, replayBar, files, movesTitle, moves);
  root.append(toolbar, h("div", { class: "jw-main" }, stage, side));
  el.append(root);

  stage.addEventListener("click", (event) => {
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

  function update() {
    const v = model.get("view");
    if (!v || !v.labels) return;
    const L = v.labels;
    const focused = document.activeElement && stage.contains(document.activeElement)
      ? document.activeElement.dataset.square : null;
    stage.innerHTML = v.svg;
    stage.setAttribute("aria-label", L.board);
    for (const node of stage.querySelectorAll("[data-square]")) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", node.dataset.square);
    }
    if (focused) {
      const again = stage.querySelector(`.pawn[data-square="${focused}"], [data-square="${focused}"]`);
      if (again) again.focus();
    }
    status.textContent = v.status;
    odds.textContent = v.odds;
    odds.hidden = !v.odds;
    whyTitle.textContent = L.why;
    whyText.textContent = v.why;
    why.hidden = !v.why;
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
    numbers.checked = v.numbers;
    numbersLabel.lastChild.textContent = L.numbers;
    rollBtn.textContent = L.roll;
    rollBtn.disabled = !v.can_roll;
    fillSelect(throwSelect, v.throws.map((t) => [JSON.stringify(t.values), `${t.label} (${t.p})`]));
    throwSelect.hidden = setThrow.hidden = !v.can_roll;
    rollBtn.hidden = !v.throws.length && !v.can_roll;
    setThrow.textContent = L.set_throw;
    passBtn.textContent = L.pass;
    passBtn.hidden = !v.can_pass;
    undoBtn.textContent = L.undo;
    undoBtn.disabled = !v.can_undo;
    saveBtn.textContent = L.save;
    loadBtn.textContent = L.load;
    replayBtn.textContent = L.replay;
    replayBtn.hidden = !!v.replay || !v.history.length;
    replayBar.hidden = !v.replay;
    for (const b of replayBar.children) b.textContent = L[b.dataset.action];
    movesTitle.textContent = L.moves;
    moves.replaceChildren(...v.history.map((m) => h("li", {}, m)));
    moves.scrollTop = moves.scrollHeight;
    root.dataset.position = v.position;
    root.dataset.game = v.game;
    root.dataset.ruleSet = v.rule_set;
    root.dataset.version = String(model.get("version"));
    root.lang = v.lang;
    if (clickStart !== null) {
      root.dataset.latency = (performance.now() - clickStart).toFixed(1);
      clickStart = null;
    }
    clearTimeout(computerTimer);
    if (v.computer_turn) {
      computerTimer = setTimeout(() => model.send({ type: "computer" }), 600);
    }
  }

  model.on("change:version", update);
  update();
  return () => clearTimeout(computerTimer);
}

export default { render };
