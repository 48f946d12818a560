// In JupyterLite's pages (jupyter/lab/, jupyter/notebooks/, jupyter/notebooks-en/; tools/jupyterlite_hooks.py).
//
// 1. The site's offline cache (sw.js) keeps what the page used, as for every page of the site, and with it what any
//    lesson needs to open and run again offline: the lessons, JupyterLite's listings and translations, the
//    kernel's packages and Pyodide.
// 2. The pupil's copy of a lesson.  JupyterLite keeps every notebook the pupil saved in the browser (IndexedDB,
//    database « JupyterLite Storage », store « files », key: the notebook's path; JupyterLite 0.8's contents
//    drive, packages/services/src/contents/drive.ts), and shows that copy in place of the published file.
//    - « Recommencer la leçon » (the lesson page's button: this page with ?recommencer=1): once the pupil
//      confirms, the copy is deleted, and the published lesson shows again.
//    - A rebuilt site with a changed lesson: each lesson carries its version (metadata.jocari_edu.lesson, written
//      by the build, which lists the current ones in jupyter/lessons.json).  A copy saved from an older version
//      is kept under another name (« … (ma copie 1).ipynb », beside it), and the new version opens, with one
//      sentence saying so.
//    A pupil who came straight to JupyterLite (a link to jupyter/notebooks/…) gets the site's worker too.
navigator.serviceWorker?.register(new URL("../../sw.js", location.href)).catch(() => {});
navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({
  type: "visited",
  urls: performance.getEntriesByType("resource").map((entry) => entry.name).concat(location.href),
  prefixes: ["jupyter/files/", "jupyter/api/", "jupyter/wheels/", "jupyter/lessons.json", "assets/live/pyodide/",
    "assets/live/jocari_edu"],
}));

(() => {
  const params = new URLSearchParams(location.search);
  const path = params.get("path");
  if (!path) return;
  const english = path.startsWith("en/");
  const WORDS = english ? {
    restart: "Start the lesson again? Your changes to this notebook will be lost.",
    restarted: "Here is the lesson as published: your changed copy was deleted.",
    copy: "my copy",
    changed: (name) => `This lesson changed on the site: here is its new version; your copy is kept as « ${name} ».`,
    close: "Close",
  } : {
    restart: "Recommencer la leçon ? Vos modifications de ce carnet seront perdues.",
    restarted: "Voici la leçon telle qu'elle est publiée : votre copie modifiée a été effacée.",
    copy: "ma copie",
    changed: (name) => `Cette leçon a changé sur le site : voici sa nouvelle version ; votre copie est gardée sous le nom « ${name} ».`,
    close: "Fermer",
  };
  const SAID = "jocari-jupyterlite-said";  // the sentence to show once the page has loaded again

  const until = (test) => new Promise((done) => {
    const look = () => { const value = test(); if (value) done(value); else setTimeout(look, 200); };
    look();
  });
  const say = (sentence) => {
    const note = document.createElement("div");
    note.className = "jocari-lite-note";
    note.setAttribute("role", "status");
    note.style.cssText = "position:fixed;z-index:10000;left:50%;bottom:1.5rem;transform:translateX(-50%);max-width:40rem;"
      + "padding:.8rem 1rem;background:#fff8e1;color:#222;border:1px solid #c9a227;border-radius:4px;"
      + "font:15px/1.4 sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2)";
    const text = document.createElement("span");
    text.textContent = sentence;
    const close = document.createElement("button");
    close.textContent = WORDS.close;
    close.style.marginLeft = "1rem";
    close.addEventListener("click", () => note.remove());
    note.append(text, close);
    document.body.append(note);
  };
  const again = (sentence) => {
    sessionStorage.setItem(SAID, sentence);
    location.replace(`${location.pathname}?path=${encodeURIComponent(path)}`);
  };
  // a free name beside the lesson: « 01_senet (ma copie 1).ipynb », « … 2 »…
  const freeName = async (contents) => {
    const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
    const stem = path.slice(folder.length).replace(/\.ipynb$/, "");
    for (let n = 1; ; n++) {
      const name = `${stem} (${WORDS.copy} ${n}).ipynb`;
      try {
        await contents.get(folder + name, { content: false });
      } catch (missing) {
        return folder + name;
      }
    }
  };

  (async () => {
    const said = sessionStorage.getItem(SAID);
    if (said) {
      sessionStorage.removeItem(SAID);
      say(said);
    }
    const app = await until(() => window.jupyterapp);
    const widget = await until(() => {
      const current = app.shell.currentWidget;
      return current?.context?.path === path && current.context.isReady && current;
    });
    const version = widget.context.model.getMetadata("jocari_edu")?.lesson;  // the version the copy came from
    const contents = app.serviceManager.contents;
    const versions = await (await fetch("../lessons.json")).json();
    const checked = () => { document.documentElement.dataset.jocariLesson = "checked"; };  // (the tests wait for it)
    if (!(path in versions)) return checked();  // not one of the lessons
    if (params.has("recommencer")) {
      history.replaceState(null, "", `${location.pathname}?path=${encodeURIComponent(path)}`);
      if (!confirm(WORDS.restart)) return checked();
      await contents.delete(path);  // the pupil's copy: the published file shows again
      again(WORDS.restarted);
      return;
    }
    if (version === versions[path]) return checked();  // the published lesson, or a copy of it
    const name = await freeName(contents);
    await contents.rename(path, name);  // the copy of an older version, kept: the new version shows
    again(WORDS.changed(name.slice(name.lastIndexOf("/") + 1)));
  })();
})();
