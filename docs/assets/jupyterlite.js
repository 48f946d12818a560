// « Recommencer la leçon » on a lesson's page: the pupil's copy of the lesson, kept by JupyterLite in this
// browser (IndexedDB, database « JupyterLite Storage », one store for the files and one for their checkpoints),
// is deleted, and JupyterLite opens the published lesson again.  The button shows only while such a copy exists.
(() => {
  const DATABASE = "JupyterLite Storage";
  const STORES = ["files", "checkpoints"];
  const button = document.querySelector(".jocari-jupyterlite-reset");
  const note = document.querySelector(".jocari-jupyterlite-note");
  if (!button || !window.indexedDB) return;
  const path = button.dataset.path;

  const open = () => new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => { request.transaction.abort(); resolve(null); };  // none yet: create nothing
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  const done = (request) => new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

  async function kept() {
    const db = await open();
    if (!db) return false;
    try {
      if (!db.objectStoreNames.contains("files")) return false;
      return (await done(db.transaction("files").objectStore("files").count(path))) > 0;
    } finally {
      db.close();
    }
  }

  async function reset() {
    const db = await open();
    if (!db) return;
    try {
      const stores = STORES.filter((name) => db.objectStoreNames.contains(name));
      const transaction = db.transaction(stores, "readwrite");
      await Promise.all(stores.map((name) => done(transaction.objectStore(name).delete(path))));
    } finally {
      db.close();
    }
  }

  button.addEventListener("click", async () => {
    if (!confirm("Effacer vos modifications de cette leçon dans ce navigateur et retrouver la leçon publiée ?")) return;
    await reset();
    button.hidden = true;
    note.textContent = "La leçon publiée est rétablie : « Ouvrir la leçon dans Jupyter » la rouvre telle quelle.";
  });
  kept().then((yes) => { button.hidden = !yes; }, () => {});
})();
