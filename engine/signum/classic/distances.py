"""The named distances (S, M, L, XL) and the Run rule's step up (LS1-C for the numbers).

>>> from engine.signum.classic.ruleset import DEFAULT_RULESET
>>> centimetres("M", DEFAULT_RULESET), run_distance("M", DEFAULT_RULESET)
(10.0, 'L')
>>> run_distance("XL", DEFAULT_RULESET) is None
True
"""

from __future__ import annotations

from engine.signum.classic.ruleset import Ruleset


def names(ruleset: Ruleset) -> tuple[str, ...]:
    """The named distances, shortest first."""
    return tuple(ruleset.distances)


def centimetres(name: str, ruleset: Ruleset) -> float:
    """A named distance in centimetres; KeyError for a name the ruleset does not know."""
    return ruleset.distances[name]


def run_distance(name: str, ruleset: Ruleset) -> str | None:
    """The distance a Run raises ``name`` to: the next longer one (None: the longest cannot Run)."""
    order = names(ruleset)
    index = order.index(name)
    return order[index + 1] if index + 1 < len(order) else None
