"""Hypothesis strategies for Znamenosets positions."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.znamenosets import DEFAULT_RULESET, GRID, Kind, Side, Warrior

warriors = st.builds(
    lambda kind, side, fraction: Warrior(
        kind, side, int(fraction * DEFAULT_RULESET.profile(kind).health)
    ),
    st.sampled_from(list(Kind)),
    st.sampled_from(list(Side)),
    st.floats(min_value=0, max_value=0.999),
)


def boards(max_size: int) -> st.SearchStrategy[dict]:
    """Any set of warriors on distinct cells, wounds below their health."""
    return st.dictionaries(st.sampled_from(GRID.cells()), warriors, max_size=max_size)
