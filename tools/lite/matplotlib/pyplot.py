"""``matplotlib.pyplot`` in the browser: figures that say, once each, that they are not drawn here."""

from . import IN_BROWSER


class Ignored:
    """A figure, an axes, an artist: every attribute, call, item and iteration gives another one."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Ignored()

    def __call__(self, *args, **kwargs):
        return Ignored()

    def __getitem__(self, key):
        return Ignored()

    def __iter__(self):
        return iter(())

    def __repr__(self):
        return ""


def _figure() -> Ignored:
    print(IN_BROWSER)
    return Ignored()


def figure(*args, **kwargs):
    return _figure()


def subplots(nrows=1, ncols=1, *args, squeeze=True, **kwargs):
    """(figure, axes) shaped as matplotlib's: one axes, a list of them, or a list of rows."""
    fig = _figure()
    if nrows == 1 and ncols == 1 and squeeze:
        return fig, Ignored()
    if (nrows == 1 or ncols == 1) and squeeze:
        return fig, [Ignored() for _ in range(nrows * ncols)]
    return fig, [[Ignored() for _ in range(ncols)] for _ in range(nrows)]


def __getattr__(name):  # plt.show(), plt.title(...), plt.tight_layout()...: nothing to draw
    if name.startswith("__"):
        raise AttributeError(name)
    return Ignored()
