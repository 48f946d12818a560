"""The boundary's own checks cost work linear in their input: a megabyte of any shape is refused at once."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import RecordError, load_record
from jocari_edu.core.limits import MAX_DEPTH, MAX_RECORD_CHARS, json_depth
from jocari_edu.share import MAX_BYTES, LinkError, read_link

MB = 1_000_000

# a megabyte of each shape that made (or could make) a scan restart or recurse
SHAPES = {
    "escaped quotes": lambda n: '"' + '\\"' * ((n - 1) // 2),
    "escaped quotes, closed": lambda n: '"' + '\\"' * ((n - 2) // 2) + '"',
    "backslashes": lambda n: '"' + "\\\\" * ((n - 2) // 2),
    "quotes": lambda n: '"' * n,
    "open brackets": lambda n: "[" * n,
    "brackets in a string": lambda n: '"' + "[{" * ((n - 1) // 2),
    "digits": lambda n: "1" * n,
    "fraction digits": lambda n: "0." + "1" * (n - 2),
    "whitespace": lambda n: " " * n,
    "list of zeros": lambda n: "[" + "0," * ((n - 3) // 2) + "0]",
}


@pytest.mark.parametrize("shape", SHAPES)
def test_a_megabyte_of_any_shape_is_refused_as_no_record(shape):
    text = SHAPES[shape](MB)
    assert len(text) <= MAX_RECORD_CHARS
    with pytest.raises(RecordError) as refused:
        load_record(text)
    assert len(refused.value.text("fr")) < 300 and len(refused.value.text("en")) < 300


@pytest.mark.parametrize("shape", ["escaped quotes", "backslashes", "quotes", "brackets in a string"])
def test_a_link_unpacking_into_a_megabyte_of_any_shape_is_refused(shape):
    import base64
    import zlib

    packed = base64.urlsafe_b64encode(zlib.compress(SHAPES[shape](MAX_BYTES).encode(), 9)).decode().rstrip("=")
    with pytest.raises(LinkError):
        read_link("1." + packed)


def _cpu(fn, *args) -> float:
    """The least CPU time of five calls (process time: other processes do not count)."""
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        fn(*args)
        best = min(best, time.process_time() - start)
    return best


def test_the_depth_scan_of_escaped_quotes_grows_linearly():
    # linear work quadruples from n to 4n; the former scan (quadratic) multiplied it by 16 or more
    small, large = (_cpu(json_depth, SHAPES["escaped quotes"](n)) for n in (100_000, 400_000))
    assert large < 10 * max(small, 1e-4)


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(alphabet='"\\[]{}ab\n'),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                    max_leaves=30))
def test_the_depth_scan_reads_nesting_as_json_does(value):
    def depth(v):
        if isinstance(v, list):
            return 1 + max(map(depth, v), default=0)
        if isinstance(v, dict):
            return 1 + max(map(depth, v.values()), default=0)
        return 0

    assert json_depth(json.dumps(value)) == depth(value)


def test_nesting_past_the_limit_is_refused_before_parsing():
    with pytest.raises(RecordError, match="imbrique"):
        load_record("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
