"""Setting up (ZN-4): decks, the laying order, and the coin for the first player.

>>> [cell.name for cell in deployment_cells(Side.GREEN)][:3]
['g5', 'f5', 'e5']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.core.dice import SeededDice
from engine.core.grid import Cell
from engine.znamenosets.ruleset import ARMY_SIZE, DEFAULT_RULESET, Ruleset
from engine.znamenosets.state import GRID, GameState, Phase, Side, Warrior, freeze_board
from engine.znamenosets.turn import settle
from engine.znamenosets.warriors import Kind


def deployment_cells(side: Side) -> list[Cell]:
    """The cells a side's cards are laid on, in order (ZN-4.2, ruling ZN-C.4).

    Blue fills row 4 a->g, row 3 a->g, row 2 a->f; green mirrors it from its own
    side: row 5 g->a, row 6 g->a, row 7 g->b.
    """
    blue = [Cell(col, row) for row in (3, 2, 1) for col in range(GRID.columns)][:ARMY_SIZE]
    if side is Side.BLUE:
        return blue
    return [Cell(GRID.columns - 1 - cell.col, GRID.rows - 1 - cell.row) for cell in blue]


def army_deck(ruleset: Ruleset = DEFAULT_RULESET) -> list[Kind]:
    """One army's 20 cards, unshuffled, grouped by kind in table order (ZN-3.4)."""
    return [kind for kind in Kind for _ in range(ruleset.army.get(kind, 0))]


def _check_deck(side: Side, deck: Sequence[Kind], ruleset: Ruleset) -> None:
    wanted, given = Counter(ruleset.army), Counter(deck)
    if given != wanted:
        missing = ", ".join(
            f"{kind}: {wanted[kind] - given[kind]}" for kind in Kind if wanted[kind] > given[kind]
        )
        extra = ", ".join(
            f"{kind}: {given[kind] - wanted[kind]}" for kind in given if given[kind] > wanted[kind]
        )
        raise ValueError(
            f"the {side} deck does not match the army (missing {missing or 'nothing'}; "
            f"extra {extra or 'nothing'})"
        )


def deploy(
    blue_deck: Sequence[Kind],
    green_deck: Sequence[Kind],
    *,
    first: Side = Side.BLUE,
    ruleset: Ruleset = DEFAULT_RULESET,
) -> GameState:
    """Lay both decks, top card first, on their own halves; ``first`` starts moving (ZN-4.2).

    The players alternate cards, but each lays only on its own cells, so the
    alternation does not change where any card ends up.
    """
    board: dict[Cell, Warrior] = {}
    for side, deck in ((Side.BLUE, blue_deck), (Side.GREEN, green_deck)):
        _check_deck(side, deck, ruleset)
        board.update(
            (cell, Warrior(kind, side))
            for cell, kind in zip(deployment_cells(side), deck, strict=True)
        )
    state = GameState(
        board=freeze_board(board), to_move=first, phase=Phase.MOVEMENT, ruleset=ruleset
    )
    return settle(state)


def new_game(
    dice: SeededDice, *, ruleset: Ruleset = DEFAULT_RULESET, first: Side | None = None
) -> GameState:
    """A shuffled, deployed game (ZN-4.1-4.4).

    The dice shuffle blue's deck, then green's, then (if ``first`` is None) toss
    the coin for the first player.
    """
    blue_deck = dice.shuffle(army_deck(ruleset))
    green_deck = dice.shuffle(army_deck(ruleset))
    if first is None:
        first = dice.choice([Side.BLUE, Side.GREEN])
    return deploy(blue_deck, green_deck, first=first, ruleset=ruleset)
