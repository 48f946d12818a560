// Compiles Python sources to bytecode with Pyodide's own interpreter, under Node, for the site build
// (tools/live_hooks.py). Pyodide's npm package ships its standard library as sources only, so a page
// compiled every module it imports each time Python started: most of the start's seconds. Bytecode
// compiled here, by the very interpreter the page runs, is read as is.
//
//   node tools/pyc.mjs PYODIDE_DIR IN.zip OUT.zip PREFIX [STDLIB.zip]
//
// IN.zip holds `.py` files; OUT.zip gets, for each `name.py`, `name.pyc`: an unchecked-hash pyc
// (PEP 552: never compared with a source, which a zipped or packaged library never changes).
// Each code object's file name is PREFIX + the entry's name (where Python will find it: tracebacks).
// STDLIB.zip (optional): a standard library to start Pyodide with (an already compiled one starts faster).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [dir, input, output, prefix, stdlib] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir, ...(stdlib ? { stdLibURL: stdlib } : {}) });
pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
pyodide.globals.set("prefix", prefix);
pyodide.runPython(`
import importlib.util, marshal, zipfile

with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as out:
    for info in src.infolist():
        if not info.filename.endswith(".py"):
            continue
        source = src.read(info)
        code = compile(source, prefix + info.filename, "exec", dont_inherit=True)
        flags = (1).to_bytes(4, "little")  # hash-based, source not checked
        pyc = importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)
        entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        out.writestr(entry, pyc)
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
