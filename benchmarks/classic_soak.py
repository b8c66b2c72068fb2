"""The classic edition's soak plan (``python -m benchmarks.soak --game classic``).

The long games of the random-game tests: up to 40 turns, preferring fights and shots so
that most reach their end, one more listed action applied at every state.
"""

from __future__ import annotations

PLANS: dict[str, dict[str, object]] = {
    "default": {"max_turns": 40, "eager": True, "probes": 1, "sample": 1},
}
