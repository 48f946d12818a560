// A lesson's positions at the projector (tools/projection.py): one position shown, its answer once asked.
// Space, Enter, → or Page suivante: the answer, then the next position; ← or Page précédente: the previous one;
// F: full screen. The address keeps the position (#3), so a reload stays on it.
(function () {
  "use strict";
  const slides = Array.from(document.querySelectorAll(".jocari-diapo"));
  const count = document.querySelector(".jocari-diapo-n");
  const see = document.querySelector(".jocari-diapo-voir");
  const previous = document.querySelector(".jocari-diapo-precedente");
  const next = document.querySelector(".jocari-diapo-suivante");
  const full = document.querySelector(".jocari-diapo-plein");
  let at = 0;

  const answer = () => slides[at].querySelector(".jocari-diapo-reponse");

  function show(n) {
    at = Math.max(0, Math.min(slides.length - 1, n));
    slides.forEach((s, k) => { s.hidden = k !== at; });
    answer().hidden = true;
    see.textContent = see.dataset.answer;
    see.setAttribute("aria-expanded", "false");
    count.textContent = String(at + 1);
    previous.disabled = at === 0;
    next.disabled = at === slides.length - 1;
    history.replaceState(null, "", "#" + (at + 1));
  }

  function toggle() {
    const a = answer();
    a.hidden = !a.hidden;
    see.textContent = a.hidden ? see.dataset.answer : see.dataset.hide;  // « Réponse », « Cacher la réponse »
    see.setAttribute("aria-expanded", String(!a.hidden));
  }

  function forward() {
    if (answer().hidden) toggle();
    else if (at < slides.length - 1) show(at + 1);
  }

  function fullScreen() {
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen();
  }

  // a button clicked gives the focus back to the page: Space then means « go on », not « click it again »
  for (const [button, act] of [[see, toggle], [previous, () => show(at - 1)], [next, () => show(at + 1)],
                               [full, fullScreen]]) {
    button.addEventListener("click", () => { act(); button.blur(); });
  }
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const act = {
      " ": forward, Enter: forward, ArrowRight: forward, PageDown: forward,
      ArrowLeft: () => show(at - 1), PageUp: () => show(at - 1), Backspace: () => show(at - 1),
      Home: () => show(0), End: () => show(slides.length - 1), f: fullScreen, F: fullScreen,
    }[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  });
  show((parseInt(location.hash.slice(1), 10) || 1) - 1);
})();
