"""The seeded generator: ``bits(k)`` is a cheaper ``below(2 ** k)``, draw for draw, so that no seeded game changes."""

from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu.core import Rng


@settings(max_examples=2_000, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), k=st.integers(min_value=1, max_value=31))
def test_bits_draws_what_below_a_power_of_two_draws(seed, k):
    a, b = Rng(seed), Rng(seed)
    for _ in range(8):
        assert a.bits(k) == b.below(2**k)
        assert a.state == b.state  # the same step: the draws after it stay the same too

