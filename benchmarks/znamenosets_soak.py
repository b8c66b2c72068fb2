"""Znamenosets' soak plans (``python -m benchmarks.soak --game znamenosets``).

The default is the random-game tests' own plan (``Plan()``); the thorough one applies
every listed action at every state and checks the whole list against the rule text at
every 5th.
"""

from __future__ import annotations

PLANS: dict[str, dict[str, object]] = {
    "default": {},
    "thorough": {"apply_all_every": 1, "oracle_every": 5},
}
