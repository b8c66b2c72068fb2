"""Write tests/data/golden/ls2_perft.json: Warseer's golden legal-action counts.

    python tests/proof/ls2_golden.py

Run it only when a rule change is meant to change the counts, and say so in the commit:
the golden file is a fixed point that a bug in the engine moves. Each position is built by
a function of ``engine.signum.warseer.positions`` (``GOLDEN``); the dice are scripted
(every die a sword, ``proof.perft_dice``).
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.signum.warseer.positions import GOLDEN
from engine.signum.warseer.proof import divide, perft
from engine.signum.warseer.snapshot import snapshot

FILE = Path(__file__).resolve().parents[1] / "data" / "golden" / "ls2_perft.json"


def record() -> dict[str, object]:
    found: dict[str, object] = {}
    for name, build in GOLDEN.items():
        state = build()
        found[name] = {
            "snapshot": snapshot(state),
            "perft": {"1": perft(state, 1), "2": perft(state, 2)},
            "divide_2": divide(state, 2),
        }
    return found


if __name__ == "__main__":
    FILE.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {FILE}")
