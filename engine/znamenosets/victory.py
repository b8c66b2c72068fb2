"""How the game ends (ZN-10) and why it must end.

Every turn ends with an attack, which wounds at least one warrior, or with a
removal, which takes one off the board: either way the total health left on the
board drops by at least one. So a game lasts at most as many turns as both
armies have hearts (:func:`max_game_turns`).

>>> from engine.znamenosets.ruleset import DEFAULT_RULESET
>>> max_game_turns(DEFAULT_RULESET)
112
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from engine.znamenosets.ruleset import STANDARD_BEARERS_TO_WIN, Ruleset
from engine.znamenosets.state import Board, GameState, Side, Warrior, freeze_losses
from engine.znamenosets.warriors import Kind


def max_game_turns(ruleset: Ruleset) -> int:
    """An upper bound on ``state.turn`` in any game dealt from full armies.

    It is the health of both armies together: each turn costs the board at
    least one point of health, and the game is over before either side is gone.
    """
    one_army = sum(count * ruleset.profile(kind).health for kind, count in ruleset.army.items())
    return 2 * one_army


def remaining_health(state: GameState) -> int:
    """Hearts left on the board: an upper bound on the turns still to come."""
    return sum(
        state.ruleset.profile(warrior.kind).health - warrior.wounds
        for warrior in state.board.values()
    )


def count_losses(lost: Mapping[Side, int], fallen: Iterable[Warrior]) -> Mapping[Side, int]:
    """``lost`` plus the standard-bearers among ``fallen`` (killed or removed: ZN-C.13)."""
    totals = dict(lost)
    for warrior in fallen:
        if warrior.kind is Kind.STANDARD_BEARER:
            totals[warrior.side] = totals.get(warrior.side, 0) + 1
    return freeze_losses(totals)


def sides_on(board: Board) -> set[Side]:
    """The sides with at least one warrior on ``board``."""
    return {warrior.side for warrior in board.values()}


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a game ended: the winner (``None`` for a draw) and why each loser lost."""

    winner: Side | None
    reason: str

    @property
    def drawn(self) -> bool:
        return self.winner is None


BEARERS = "standard-bearers"
NO_WARRIORS = "no warriors"


def verdict(lost: Mapping[Side, int], had: set[Side], has: set[Side]) -> Verdict | None:
    """The result after an action, or ``None`` if play goes on.

    ``lost`` counts the standard-bearers each side has lost; ``had`` and ``has``
    are the sides with warriors on the board before and after the action.

    A side loses when it has lost its third standard-bearer (ZN-10.1), or when
    its last warrior has left the board (ruling ZN-C.16: a side without warriors
    keeps no standard-bearer). If both sides lose through the same action, the
    game is drawn (ZN-10.2, rulings ZN-C.12 and ZN-C.17).

    >>> both = {Side.BLUE, Side.GREEN}
    >>> verdict({Side.BLUE: 3, Side.GREEN: 1}, both, both)
    Verdict(winner=<Side.GREEN: 'green'>, reason='standard-bearers')
    >>> verdict({Side.BLUE: 3, Side.GREEN: 3}, both, both).drawn
    True
    >>> verdict({Side.BLUE: 2, Side.GREEN: 2}, both, both) is None
    True
    >>> verdict({Side.BLUE: 3, Side.GREEN: 0}, both, {Side.BLUE})  # ruling ZN-C.17
    Verdict(winner=None, reason='standard-bearers and no warriors')
    """
    beaten = {side for side in Side if lost.get(side, 0) >= STANDARD_BEARERS_TO_WIN}
    emptied = had - has
    losers = beaten | emptied
    if not losers:
        return None
    reasons = ([BEARERS] if beaten else []) + ([NO_WARRIORS] if emptied - beaten else [])
    winner = None if len(losers) == 2 else next(iter(losers)).opponent
    return Verdict(winner, " and ".join(reasons))
