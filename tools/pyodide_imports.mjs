// Which modules of Pyodide's standard library Python reads to start and to import a package, under
// Node, for the site build (tools/live_hooks.py): the site ships those compiled, and the others as
// sources (compiled, if ever imported, when they are), which keeps the download small.
//
//   node tools/pyodide_imports.mjs PYODIDE_DIR STDLIB.zip PACKAGE.zip
//
// PACKAGE.zip holds a pure-Python package's files; every module of it is imported (those that need
// a library Pyodide lacks, such as the widget's anywidget, are skipped). Prints a JSON list of the
// standard library's files (their names in STDLIB.zip) that Python then holds in sys.modules.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [dir, stdlib, pkg] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir, stdLibURL: stdlib });
pyodide.FS.writeFile("/tmp/package.zip", readFileSync(pkg));
console.log(pyodide.runPython(`
import importlib, json, pkgutil, sys, zipfile

zipfile.ZipFile("/tmp/package.zip").extractall("/tmp/package")
sys.path.insert(0, "/tmp/package")
roots = sorted({name.split("/")[0] for name in zipfile.ZipFile("/tmp/package.zip").namelist() if "/" in name})
for root in roots:
    package = importlib.import_module(root)
    for found in pkgutil.walk_packages(package.__path__, root + "."):
        try:
            importlib.import_module(found.name)
        except ImportError:
            pass
zipped = next(p for p in sys.path if p.endswith(".zip")) + "/"
json.dumps(sorted(m.__spec__.origin.removeprefix(zipped) for m in list(sys.modules.values())
                  if (getattr(m.__spec__, "origin", None) or "").startswith(zipped)))
`));
