"""Wounds and deaths (ZN-8.4, ZN-8.7): markers go on together, then the dead leave."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.events import Event
from engine.core.grid import Cell
from engine.znamenosets.state import Board, GameState, Warrior, freeze_board


def inflict(
    state: GameState, wounds: Mapping[Cell, int]
) -> tuple[Board, list[Event], list[Warrior]]:
    """The board after all ``wounds`` land at once, the events, and the warriors killed.

    A warrior whose wounds reach its health is killed and leaves the board; extra
    damage beyond its health is lost.
    """
    board = dict(state.board)
    events: list[Event] = []
    killed: list[tuple[Cell, Warrior]] = []
    for cell, amount in wounds.items():
        warrior = board[cell]
        health = state.ruleset.profile(warrior.kind).health
        total = min(health, warrior.wounds + amount)
        events.append(
            Event.of(
                "wound",
                side=warrior.side.value,
                kind=warrior.kind.value,
                cell=cell.name,
                amount=amount,
                wounds=total,
            )
        )
        if total >= health:
            killed.append((cell, warrior))
            del board[cell]
        else:
            board[cell] = Warrior(warrior.kind, warrior.side, total)
    for cell, warrior in killed:
        events.append(
            Event.of("kill", side=warrior.side.value, kind=warrior.kind.value, cell=cell.name)
        )
    return freeze_board(board), events, [warrior for _, warrior in killed]
