"""Warseer's soak plan (``python -m benchmarks.soak --game warseer``).

Longer and more eager games than the random-game tests play, so that most reach an
ending: up to 40 turns, preferring attacks, summons and feats, the whole snapshot
compared every 25th state. ``python -m benchmarks.warseer_soak`` is the same command
(the Proof page names it).
"""

from __future__ import annotations

import sys

PLANS: dict[str, dict[str, object]] = {
    "default": {"max_turns": 40, "probes": 1, "text_every": 25, "eager": True},
}

if __name__ == "__main__":
    from benchmarks import soak

    sys.exit(soak.main(["--game", "warseer", *sys.argv[1:]]))
