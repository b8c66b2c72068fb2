"""The attack under way (LS2-6), as the state records it: which step it is at, who acts
in the modification window, and what has been decided so far.

Both the attack sequence (:mod:`attack`) and its modification window (:mod:`modify`)
read it; neither reads the other's record.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.signum.warseer.dice import Roll
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import AttackType, Keyword

# The steps where a player must choose (besides the modification window).
CHOICE_STEPS = MODIFY, PROTECT, SLASH, PUSHING, ADVANCE, SWAP, NIMBLE, COUNTER, FRENZY = (
    "modify",
    "protect",
    "slash",
    "push",
    "advance",
    "swap",
    "nimble",
    "counterblow",
    "frenzy",
)
# After the window, in order; the ones without a choice are done on the way.
STAGES = (PROTECT, "damage", SLASH, PUSHING, "tokens", ADVANCE, SWAP, NIMBLE, COUNTER, FRENZY)


@dataclass(frozen=True, slots=True)
class AttackUnderWay:
    """One attack in progress.

    ``turn``: in the window, 0 while the attacker may act, 1 for the defender; ``passes``
    in a row; ``rerolls`` left to Master of Attack. ``crit`` says the critical effect
    applies. ``damage``: after reduction; ``push``: the push was triggered. ``origin``: the
    target's hex when the attack was declared (Advance goes there). ``then``: the attack
    to finish once this Counterblow is over.
    """

    attacker: int
    target: int
    kind: AttackType
    roll: Roll
    origin: Hex
    step: str = MODIFY
    turn: int = 0
    passes: int = 0
    rerolls: int = 0
    gained: tuple[Keyword, ...] = ()
    crit: bool = False
    damage: int = 0
    push: bool = False
    pushed: bool = False
    protector: int | None = None
    is_counterblow: bool = False
    is_frenzy: bool = False
    long_shot: bool = False
    then: AttackUnderWay | None = None

    @property
    def magical(self) -> bool:
        return self.kind is AttackType.MAGIC
