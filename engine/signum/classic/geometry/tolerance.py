"""The tolerance of every measure on the table (LS1-C.2), in two comparisons.

A length *reaches* a bound when it falls short of it by at most ``tol``; it *stays
within* a bound when it passes it by at most ``tol``. Lengths are computed in floating
point, so each comparison also allows :data:`EPSILON`, far below anything a ruler shows:
a base placed exactly at a bound is at the bound, whichever way the last digit rounds.

>>> at_least(14.99, 15, 0.01), at_least(14.98, 15, 0.01)
(True, False)
>>> at_most(15.01, 15, 0.01), at_most(15.02, 15, 0.01)
(True, False)
"""

from __future__ import annotations

EPSILON = 1e-9
"""Rounding slack, in centimetres: ten million times finer than the rules' tolerance."""


def at_least(length: float, need: float, tol: float) -> bool:
    """Whether ``length`` reaches ``need``: short of it by at most ``tol``."""
    return length >= need - tol - EPSILON


def at_most(length: float, limit: float, tol: float) -> bool:
    """Whether ``length`` stays within ``limit``: over it by at most ``tol``."""
    return length <= limit + tol + EPSILON
