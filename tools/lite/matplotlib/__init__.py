"""matplotlib in the site's JupyterLite: a stand-in that draws nothing and says so.

matplotlib is compiled code that PyPI does not provide for Pyodide, so the browser's
kernel (``tools/jupyterlite_hooks.py``) carries this instead: a lesson's plotting cell
runs to its end, and each figure it makes prints one French sentence saying where the
plot is drawn (the lesson's page on the site, JupyterLab).  Only the names the lessons
use are needed; every attribute and call of a figure or axes is accepted and ignored.
"""

__version__ = "0+jocari.navigateur"
IN_BROWSER = ("Dans le navigateur, ce graphique ne se dessine pas (matplotlib n'y est pas) : "
              "la page de la leçon sur le site le montre, et JupyterLab le dessine.")


def use(*args, **kwargs):
    """Backends: nothing to choose here."""
