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


def bearer_verdict(lost: Mapping[Side, int]) -> tuple[Side | None, bool] | None:
    """``(winner, drawn)`` once a side has lost three standard-bearers, else ``None``.

    >>> bearer_verdict({Side.BLUE: 3, Side.GREEN: 1})
    (<Side.GREEN: 'green'>, False)
    >>> bearer_verdict({Side.BLUE: 3, Side.GREEN: 3})
    (None, True)
    >>> bearer_verdict({Side.BLUE: 2, Side.GREEN: 2}) is None
    True
    """
    beaten = [side for side in Side if lost.get(side, 0) >= STANDARD_BEARERS_TO_WIN]
    if not beaten:
        return None
    if len(beaten) == 2:
        return None, True  # ZN-10.2, ruling ZN-C.12
    return beaten[0].opponent, False  # ZN-10.1


def _sides_on(board: Board) -> set[Side]:
    return {warrior.side for warrior in board.values()}


def _last_side_standing(board: Board) -> tuple[Side | None, bool]:
    present = _sides_on(board)
    return (present.pop(), False) if len(present) == 1 else (None, True)


def wipeout_verdict(before: Board, after: Board) -> tuple[Side | None, bool] | None:
    """``(winner, drawn)`` if an action took a side's last warrior off the board.

    Engine ruling ZN-C.16: with full armies a side is never emptied before its
    third standard-bearer falls, but a set-up position can get there. A side
    without warriors can keep no standard-bearer, so it loses; if no warrior
    is left at all, the game is drawn.
    """
    if _sides_on(before) - _sides_on(after):
        return _last_side_standing(after)
    return None


def stranded_verdict(state: GameState) -> tuple[Side | None, bool] | None:
    """``(winner, drawn)`` if the player to move has no warrior at all (ruling ZN-C.16).

    Such a player can neither move, attack nor remove; this arises only from
    set-up positions.
    """
    if state.to_move in _sides_on(state.board):
        return None
    return _last_side_standing(state.board)
