"""What one step changed on a board: the highlight roles and the sentences behind them.

Works on plain ``cell -> Piece`` boards, so any game whose pieces have a kind,
a side and wounds can use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Piece:
    """A warrior as a diagram sees it."""

    kind: str
    side: str
    wounds: int

    def same_warrior(self, other: Piece | None) -> bool:
        """Same kind and side: the wounds may differ."""
        return other is not None and (self.kind, self.side) == (other.kind, other.side)


Board = Mapping[str, Piece]


@dataclass(frozen=True, slots=True)
class Change:
    """One thing that happened. ``piece`` is the warrior as it is after (before, if removed)."""

    what: Literal["moved", "wounded", "removed", "placed"]
    piece: Piece
    cell: str
    origin: str | None = None


def highlights(before: Board, after: Board) -> dict[str, str]:
    """Cell -> role: emptied "origin", newly or differently occupied "destination",
    same warrior with other wounds "target"."""
    roles: dict[str, str] = {}
    for cell in sorted(before.keys() | after.keys()):
        old, new = before.get(cell), after.get(cell)
        if old is not None and new is None:
            roles[cell] = "origin"
        elif new is not None and not new.same_warrior(old):
            roles[cell] = "destination"
        elif new is not None and old is not None and new.wounds != old.wounds:
            roles[cell] = "target"
    return roles


def changes(before: Board, after: Board, order: Sequence[str]) -> list[Change]:
    """Moves, wounds, removals and placements, each group in ``order`` (a layout's cells).

    An arriving warrior is matched with a departed one of the same kind and side,
    the first in ``order`` (with the same wounds if there is one): walking one
    order for both keeps a line of alike warriors that shifts paired cell by cell.
    """
    departed = [c for c in order if c in before and not before[c].same_warrior(after.get(c))]
    arrived = [c for c in order if c in after and not after[c].same_warrior(before.get(c))]
    moved: list[Change] = []
    wounded: list[Change] = []
    placed: list[Change] = []
    for cell in arrived:
        piece = after[cell]
        alike = [c for c in departed if before[c].same_warrior(piece)]
        same_wounds = [c for c in alike if before[c].wounds == piece.wounds]
        origin = (same_wounds or alike or [None])[0]
        if origin is None:
            placed.append(Change("placed", piece, cell))
            continue
        departed.remove(origin)
        moved.append(Change("moved", piece, cell, origin))
        if before[origin].wounds != piece.wounds:
            wounded.append(Change("wounded", piece, cell))
    for cell in order:
        old, new = before.get(cell), after.get(cell)
        if old and new and new.same_warrior(old) and new.wounds != old.wounds:
            wounded.append(Change("wounded", new, cell))
    removed = [Change("removed", before[cell], cell) for cell in departed]
    return moved + wounded + removed + placed
