"""The fixed positions of the perft golden files, and the seeded golden game.

Run ``python tests/proof/golden_positions.py`` to (re)write tests/data/golden/
from the *reference* engine (``legal_actions``/``apply``): slow, and plainly what
the rules say. The tests only read the files; they never write them.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from engine.znamenosets import (
    GameState,
    Phase,
    SeededDice,
    Side,
    apply,
    legal_actions,
    new_game,
    position,
    snapshot,
)
from engine.znamenosets.notation import action_to_text, board_from, board_to_text, cells
from engine.znamenosets.perft import reference_divide

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
DEPTHS = (1, 2, 3)
OPENING_SEED = 2026
GAME_SEED = 7


def opening() -> GameState:
    """A fresh deal: both armies full, face to face across the centre line."""
    return new_game(SeededDice(OPENING_SEED))


def crowded_lines() -> GameState:
    """Rows and columns of warriors around standard-bearers: many lines, some sharing warriors."""
    board = board_from(
        {
            "a2": "blue archer",
            "b2": "blue standard-bearer",
            "c2": "blue heavy infantryman",
            "d2": "blue pikeman/1",
            "e2": "blue standard-bearer",
            "f2": "blue horseman",
            "b1": "blue pikeman",
            "b3": "blue heavy infantryman",
            "b4": "blue berserker",
            "f3": "blue standard-bearer",
            "f4": "blue archer",
            "g3": "blue heavy infantryman",
            "a7": "green archer",
            "b7": "green standard-bearer",
            "c7": "green pikeman",
            "d7": "green heavy infantryman/2",
            "e7": "green standard-bearer",
            "d6": "green berserker",
            "d5": "green horseman",
            "e6": "green pikeman",
            "e5": "green standard-bearer",
            "g8": "green archer",
        }
    )
    return position(board, to_move=Side.BLUE)


def archers_blocked() -> GameState:
    """Archers with enemies next to them (who block the shot behind) and friends (who do not)."""
    board = board_from(
        {
            "d4": "blue archer",
            "d5": "green pikeman",
            "d6": "green heavy infantryman",
            "c4": "blue pikeman",
            "b4": "green horseman/1",
            "e5": "green archer",
            "e4": "green standard-bearer/1",
            "f4": "green archer",
            "d2": "green pikeman/1",
            "d3": "blue heavy infantryman",
            "b2": "blue archer/1",
            "b3": "green archer",
            "a2": "green pikeman",
            "c1": "green berserker",
            "b6": "blue standard-bearer",
            "g7": "green standard-bearer",
            "a8": "blue standard-bearer",
        }
    )
    return position(board, to_move=Side.BLUE, phase=Phase.ATTACK)


def almost_won() -> GameState:
    """Green has lost two standard-bearers; its third stands wounded within blue's reach."""
    board = board_from(
        {
            "d5": "green standard-bearer/2",
            "d6": "green pikeman",
            "c6": "green archer/1",
            "e7": "green heavy infantryman/3",
            "a8": "green horseman",
            "d3": "blue heavy infantryman",
            "c4": "blue standard-bearer/1",
            "e4": "blue horseman",
            "b4": "blue archer",
            "g1": "blue pikeman",
        }
    )
    return position(board, to_move=Side.BLUE, bearers_lost={Side.BLUE: 2, Side.GREEN: 2})


def berserkers() -> GameState:
    """Berserkers among weak enemies, one of them in a line just moved: many double blows."""
    board = board_from(
        {
            "c4": "blue berserker",
            "d4": "blue standard-bearer",
            "e4": "blue berserker/1",
            "c5": "green pikeman",
            "b4": "green archer/1",
            "c3": "green pikeman/1",
            "e5": "green archer",
            "f4": "green pikeman",
            "e3": "green berserker/2",
            "d5": "green standard-bearer",
            "d3": "green heavy infantryman/3",
            "a7": "green standard-bearer",
            "g7": "green standard-bearer",
            "a1": "blue standard-bearer",
            "g1": "blue horseman",
        }
    )
    return position(board, to_move=Side.BLUE, phase=Phase.ATTACK, line_bonus=cells("c4 d4 e4"))


def horsemen() -> GameState:
    """An open board with horsemen on both sides: unlimited movement through wide spaces."""
    board = board_from(
        {
            "a1": "blue horseman",
            "d2": "blue horseman/2",
            "g3": "blue horseman",
            "c3": "blue standard-bearer",
            "e1": "blue pikeman",
            "b7": "green horseman",
            "f6": "green horseman/1",
            "d8": "green horseman",
            "e7": "green standard-bearer/1",
            "c5": "green archer",
        }
    )
    return position(board, to_move=Side.GREEN)


def boxed_in() -> GameState:
    """Blue cannot move a step: it must remove a warrior of its own (ZN-5.5, ZN-C.10)."""
    board = board_from(
        {
            "a1": "blue standard-bearer",
            "b1": "blue archer",
            "a2": "blue pikeman",
            "c1": "green heavy infantryman",
            "b2": "green pikeman",
            "a3": "green standard-bearer",
            "c2": "green horseman",
            "g8": "green standard-bearer",
            "e5": "green archer",
        }
    )
    return position(board, to_move=Side.BLUE)


POSITIONS: dict[str, Callable[[], GameState]] = {
    "opening": opening,
    "crowded_lines": crowded_lines,
    "archers_blocked": archers_blocked,
    "almost_won": almost_won,
    "berserkers": berserkers,
    "horsemen": horsemen,
    "boxed_in": boxed_in,
}


def perft_record(name: str, state: GameState) -> dict[str, object]:
    divides = {depth: reference_divide(state, depth) for depth in DEPTHS}
    return {
        "name": name,
        "description": (POSITIONS[name].__doc__ or "").strip(),
        "written_by": "engine.znamenosets.perft.reference_divide (legal_actions/apply)",
        "board": board_to_text(state.board),
        "position": snapshot(state),
        "perft": {str(depth): sum(divides[depth].values()) for depth in DEPTHS},
        "divide": {str(depth): divides[depth] for depth in DEPTHS},
    }


def golden_game(seed: int) -> dict[str, object]:
    """Game ``seed``: deal with ``SeededDice(seed)``, then the same dice pick every action."""
    dice = SeededDice(seed)
    state = new_game(dice)
    actions = []
    while state.phase is not Phase.OVER:
        action = dice.choice(legal_actions(state))
        actions.append(action_to_text(action))
        state = apply(state, action)
    return {
        "seed": seed,
        "how": "dice = SeededDice(seed); state = new_game(dice); then dice.choice(legal_actions(state))",
        "actions": actions,
        "final": snapshot(state),
    }


def write(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


def main(names: list[str]) -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name in names or list(POSITIONS):
        if name == "game":
            write(GOLDEN / f"game_{GAME_SEED}.json", golden_game(GAME_SEED))
            continue
        record = perft_record(name, POSITIONS[name]())
        write(GOLDEN / f"perft_{name}.json", record)
        print(name, record["perft"])
    if not names:
        write(GOLDEN / f"game_{GAME_SEED}.json", golden_game(GAME_SEED))


if __name__ == "__main__":
    main(sys.argv[1:])
