"""The calibration benchmark: its figures come from seeds alone, and a worse estimate scores worse."""

from __future__ import annotations

import importlib.util
import pathlib

PATH = pathlib.Path(__file__).resolve().parents[2] / "benchmarks" / "calibration.py"
spec = importlib.util.spec_from_file_location("calibration", PATH)
calibration = importlib.util.module_from_spec(spec)
spec.loader.exec_module(calibration)


def test_the_figures_are_reproducible_from_the_seeds():
    first = calibration.measure("senet", "standard", 3, 90000, 4, None)
    assert calibration.measure("senet", "standard", 3, 90000, 4, None) == first
    assert first["positions"] == sum(r["count"] for r in first["reliability"])
    assert 0.0 <= first["brier"] <= 1.0 and first["log_loss"] > 0.0


def test_an_exact_estimate_beats_the_constant_baseline():
    """Doze canes' chances are exact: on the same games they must score better than the first player's rates."""
    m = calibration.measure("doze_canes", "alfonso", 12, 90000, 1, None)
    assert m["brier"] < m["baseline_brier"] and m["log_loss"] < m["baseline_log_loss"]


def test_the_readme_table_has_a_row_per_rule_set():
    m = calibration.measure("doze_canes", "alfonso", 2, 90000, 2, None)
    rows = calibration.markdown([m, m]).splitlines()
    assert len(rows) == 4 and rows[2].startswith("| doze_canes, alfonso |")
    assert rows[2].count("·") == 9  # ten tenths

