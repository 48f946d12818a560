// The page's Python: Pyodide and the rules package in a dedicated Web Worker (a module
// worker, one per page, shared by all its boards), so that the page itself stays
// responsive while Python starts and while the computer thinks.
//
// It only carries messages: every rule, picture and sentence comes from jocari_edu
// (jocari_edu/widgets/live.py). The page (live.js) posts
//   {id, type: "start", wheel, indexURL, origin}   once, first (origin: the page's performance.timeOrigin)
//   {id, type: "open", board, spec}           a board of the page, from its placeholder's spec
//   {id, type: "message", board, message}     one message of that board (board.js's model.send)
//   {id, type: "run", code}                   Python code, for the tests and the benchmark
// and each gets one answer {id, ok, value} (a JSON text from Python), or {id, ok: false, error}
// with the details for the console. Python handles one message at a time, in order.
import { loadPyodide } from "./pyodide/pyodide.mjs";

let pyodide = null;
let live = null; // the module jocari_edu.widgets.live
const boards = new Map(); // board id -> its LiveBoard (Python)
let started = null;
// Pyodide's loader (314) only warns when its WebAssembly does not compile (a truncated
// download: "wasm instantiation failed!") and then never settles: that warning, or anything
// uncaught in this worker meanwhile, ends the start
let abort;
const aborted = new Promise((_, reject) => { abort = reject; });
aborted.catch(() => {});
const warn = console.warn.bind(console);
console.warn = (...args) => {
  warn(...args);
  if (String(args[0]).startsWith("wasm instantiation failed")) abort(new Error("pyodide.asm.wasm does not compile"));
};
self.addEventListener("unhandledrejection", (event) => abort(event.reason));
self.addEventListener("error", (event) => abort(event.error || new Error(event.message)));

// milliseconds on the page's clock (performance.now() there), for its marks
const pageTime = (origin) => performance.timeOrigin + performance.now() - origin;

async function start({ wheel, indexURL, origin }) {
  const times = { asked: pageTime(origin) };
  // the rules' wheel comes while Python starts
  const bytes = fetch(wheel).then((response) => {
    if (!response.ok) throw new Error(`${wheel}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  bytes.catch(() => {}); // its error, if any, is reported below, once Python is there
  const begin = performance.now();
  pyodide = await Promise.race([loadPyodide({ indexURL }), aborted]);
  times.pyodide_ms = performance.now() - begin;
  times.started = pageTime(origin);
  pyodide.unpackArchive(await bytes, "wheel");
  live = pyodide.pyimport("jocari_edu.widgets.live");
  times.imported = pageTime(origin);
  return JSON.stringify(times);
}

function handle(request) {
  switch (request.type) {
    case "open": {
      const board = live.open_board(request.spec);
      boards.set(request.board, board);
      return board.opened_json();
    }
    case "message": {
      const board = boards.get(request.board);
      try {
        return board.handle_json(request.message);
      } catch (error) {
        // what Python's own guard (LiveBoard.handle_json) cannot catch, such as a SystemExit:
        // the board afresh, saying so, the details to the console
        console.error(error);
        return board.reset_json();
      }
    }
    case "run":
      return String(pyodide.runPython(request.code));
    default:
      throw new Error(`unknown request ${request.type}`);
  }
}

self.addEventListener("message", async (event) => {
  const request = event.data;
  try {
    if (request.type === "start") started = start(request);
    const value = await started;
    self.postMessage({ id: request.id, ok: true, value: request.type === "start" ? value : handle(request) });
  } catch (error) {
    self.postMessage({ id: request.id, ok: false, error: String(error && error.stack || error) });
  }
});
