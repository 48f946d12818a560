"""The site's JupyterLite kernel, at its start (IPython runs it: PYTHONSTARTUP, set by tools/jupyterlite_hooks.py).

The lessons read files beside them (``parties/``, ``documents/``): the build puts
those folders in this package (``files/``), and they are copied into the
kernel's working folder, where a French lesson's ``open("parties/...")`` finds
them, and into the folder above it, where an English lesson's
``open("../parties/...")`` does (notebooks/en/ is one folder down).
tqdm's monitor thread cannot start in the browser: it is not asked for.
"""

import os
import shutil

here = os.path.join(os.path.dirname(__file__), "files")
if os.path.isdir(here):
    for folder in {os.getcwd(), os.path.dirname(os.getcwd())}:
        shutil.copytree(here, folder, dirs_exist_ok=True)
try:
    import tqdm

    tqdm.tqdm.monitor_interval = 0
except ImportError:
    pass
del here, os, shutil
