"""SVG pictures of positions, in pure Python (no third-party package).

One drawing code serves the notebook pictures (``_repr_svg_``), the boards
(the widget shows this SVG and reads the ``data-square`` attributes of what was
clicked) and the website's rules pages.
"""
