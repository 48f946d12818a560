#!/usr/bin/env bash
# Install what a job needs, quietly, and only what changed since the last time.
#
#   bash tools/setup.sh          the main job (tools/start.sh): .venv with the project and
#                                its `jupyter` and `site` extras (JupyterLab in French,
#                                MkDocs), and the site's front-end files from npm
#   bash tools/setup.sh --tests  the test command (tools/test.sh): the same, with every
#                                extra (`dev`), and Debian's Chromium for the browser tests
#                                (and poppler-utils' pdftoppm: PNGs of the printed sheets)
#   bash tools/setup.sh --tests-no-browser
#                                the quick tier (tools/test.sh --quick): every extra, no Chromium
#
# A missing prerequisite (Python 3.11+, npm) stops it before anything is done.
# Installers' output goes to $JOCARI_LOG (default .cache/setup.log); the user
# sees one line per step.  Nothing is reinstalled while pyproject.toml and
# package-lock.json are unchanged (stamps in .venv/ and node_modules/).
set -euo pipefail
cd "$(dirname "$0")/.."
LOG=${JOCARI_LOG:-.cache/setup.log}  # this run's log: emptied once the prerequisites are there
EXTRAS=jupyter,site
TESTS=0
case "${1:-}" in
  --tests) EXTRAS=dev; TESTS=1 ;;
  --tests-no-browser) EXTRAS=dev ;;  # the extras of the tests, not the browser
  "") ;;
  *) echo "tools/setup.sh: unknown option ${1} (--tests or --tests-no-browser)" >&2; exit 2 ;;
esac

stop() {  # French first, English beside it
  printf '%s\n  (%s)\n' "$1" "$2" >&2
  exit 1
}
failed() {
  tail -n 25 "$LOG" >&2
  stop "Échec pendant : $1. Le détail est dans $LOG." "Failed while: $1. Details in $LOG."
}

# -- prerequisites, before doing anything ------------------------------------------------
# The interpreter: $PYTHON if given, else the distribution's own CPython if it
# is 3.11+ (Debian builds it with profile-guided optimisation: on this machine
# it plays random games about 15% faster than a default source build such as
# pyenv's), else whatever python3 is first on the PATH.
usable() { "$1" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }
PY=""
if [ -n "${PYTHON:-}" ]; then
  usable "$PYTHON" && PY=$PYTHON
elif usable /usr/bin/python3; then
  PY=/usr/bin/python3
elif command -v python3 >/dev/null 2>&1 && usable python3; then
  PY=python3
fi
if [ -z "$PY" ] && [ ! -x .venv/bin/python ]; then
  stop "Il faut Python 3.11 ou plus récent, avec son module venv (paquets python3 et python3-venv sous Debian) ; installez-le puis relancez." \
       "Python 3.11 or newer with its venv module is required (Debian: python3 and python3-venv); install it and run this again."
fi
if ! command -v npm >/dev/null 2>&1; then
  stop "Il faut npm (Node.js) pour les fichiers du site web ; installez-le (paquet npm sous Debian) puis relancez." \
       "npm (Node.js) is required for the website's files; install it (Debian: npm) and run this again."
fi
if [ "$TESTS" = 1 ] && ! command -v chromium >/dev/null 2>&1 && ! command -v apt-get >/dev/null 2>&1; then
  stop "Les tests dans le navigateur demandent Chromium, installé ici avec apt-get, absent de cette machine." \
       "The browser tests need Chromium, installed here with apt-get, which this machine lacks."
fi

mkdir -p "$(dirname "$LOG")"
(umask 077 && : >"$LOG")  # the log may hold JupyterLab's token: its owner's alone
chmod 600 "$LOG"

# -- the Python environment -------------------------------------------------------------
hash_of() { "${PY:-.venv/bin/python}" -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest()[:16])' "$1"; }
STAMP=.venv/.jocari-installed  # "<pyproject hash> <extras>"
WANT="$(hash_of pyproject.toml) $EXTRAS"
HAVE=$(cat "$STAMP" 2>/dev/null || true)
if [ "$HAVE" != "$WANT" ] && [ "$HAVE" != "${WANT% *} dev" ]; then  # dev holds every extra
  echo "Installation… (environnement Python, extras $EXTRAS)"
  if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv >>"$LOG" 2>&1 || failed "la création de .venv"
    .venv/bin/python -m pip install --upgrade pip >>"$LOG" 2>&1 || failed "pip install --upgrade pip"
  fi
  .venv/bin/python -m pip install -e ".[$EXTRAS]" >>"$LOG" 2>&1 || failed "pip install -e .[$EXTRAS]"
  echo "$WANT" >"$STAMP"
fi
# -- the rules kernels compiled with mypyc from the same source, where gcc and Python's headers exist --------
# (tools/compile_kernels.py: nothing to do when the sources are unchanged, so that running this again is free; the
# package imports a compiled kernel only while its rules.py is the source it was built from, jocari_edu/_kernels.py;
# without a compiler, or with JOCARI_KERNELS=pure, the pure Python kernels run; a failed build leaves them too)
.venv/bin/python tools/compile_kernels.py --log "$LOG" \
  || echo "  (règles non compilées : le Python pur sert ; détail dans $LOG / kernels not compiled, see $LOG)"
# JupyterLab's own settings mechanism: defaults for this environment (French, no news pop-up)
mkdir -p .venv/share/jupyter/lab/settings
cp tools/jupyterlab_overrides.json .venv/share/jupyter/lab/settings/overrides.json

# -- the site's front-end files (npm) ---------------------------------------------------------
LOCK_STAMP=node_modules/.jocari-lock
if [ "$(cat "$LOCK_STAMP" 2>/dev/null || true)" != "$(hash_of package-lock.json)" ]; then
  echo "Installation… (fichiers du site, npm)"
  npm ci --no-audit --no-fund >>"$LOG" 2>&1 || failed "npm ci"
  hash_of package-lock.json >"$LOCK_STAMP"
fi

# -- Debian's Chromium, for the browser tests only, and poppler-utils (the printed sheets' PNGs) -----
WANT_APT=""
[ "$TESTS" = 1 ] && ! command -v chromium >/dev/null 2>&1 && WANT_APT="chromium"
[ "$TESTS" = 1 ] && ! command -v pdftoppm >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 \
  && WANT_APT="$WANT_APT poppler-utils"
if [ -n "$WANT_APT" ]; then
  echo "Installation… ($WANT_APT, pour les tests dans le navigateur)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then  # not root, no sudo: say what to do instead of failing in the log
      echo "Il manque ces paquets Debian pour les tests dans le navigateur :$WANT_APT ; ce compte n'est pas" >&2
      echo "administrateur et n'a pas sudo. Demandez à un administrateur : apt-get install$WANT_APT" >&2
      echo "Sans eux, bash tools/test.sh --quick lance tous les tests qui n'ont pas besoin du navigateur." >&2
      echo "(Missing Debian packages:$WANT_APT; not root and no sudo: ask an administrator to run" >&2
      echo " apt-get install$WANT_APT, or run bash tools/test.sh --quick, every test without a browser.)" >&2
      exit 1
    fi
    SUDO="sudo"
  fi
  $SUDO apt-get update >>"$LOG" 2>&1 || failed "apt-get update"
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y $WANT_APT >>"$LOG" 2>&1 || failed "apt-get install $WANT_APT"
fi
