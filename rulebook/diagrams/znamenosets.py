"""Znamenosets positions as board diagrams: the engine's snapshot in, SVG out.

>>> from engine.znamenosets import SeededDice, new_game, snapshot
>>> svg = diagram(None, snapshot(new_game(SeededDice(1))), ENGLISH_LABELS, title="Set-up")
>>> svg.startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from engine.znamenosets.snapshot import FORMAT
from engine.znamenosets.state import GRID, Side
from engine.znamenosets.warriors import PRINTED, Kind
from rulebook.diagrams.changes import Board, Change, Piece, changes, highlights
from rulebook.diagrams.labels import Labels
from rulebook.diagrams.square import SquareLayout
from rulebook.diagrams.svg import ROLES, Token, render_board

LAYOUT = SquareLayout(GRID.columns, GRID.rows)
"""The board as blue sees it: row 1 at the bottom."""

# The diagram contexts whose words are the scenario vocabulary's (a diagram calls a warrior
# what the scenario beside it calls it).
FROM_VOCABULARY = {"diagram kind": "kind", "diagram side": "side"}


def changed(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Whether a step changed the board (a phase change alone draws nothing)."""
    return before.get("board") != after.get("board")


ENGLISH_LABELS = Labels(
    kind_abbreviations=MappingProxyType(
        {
            Kind.ARCHER.value: "Ar",
            Kind.BERSERKER.value: "Be",
            Kind.HEAVY_INFANTRYMAN.value: "HI",
            Kind.STANDARD_BEARER.value: "SB",
            Kind.HORSEMAN.value: "Ho",
            Kind.PIKEMAN.value: "Pi",
        }
    ),
    kind_names=MappingProxyType({kind.value: kind.value for kind in Kind}),
    side_names=MappingProxyType({side.value: side.value for side in Side}),
    role_names=MappingProxyType(
        {
            "origin": "emptied",
            "destination": "entered",
            "attacker": "attacking",
            "target": "wounded",
            "changed": "changed",
        }
    ),
    warrior="{side} {kind}",
    warrior_at="{warrior} at {cell}",
    wounded_warrior_at="{warrior} at {cell}, wounds: {wounds} of {health}",
    moved="{warrior} moved from {origin} to {destination}",
    wounded="{warrior} at {cell} wounded: {wounds} of {health}",
    removed="{warrior} removed from {cell}",
    placed="{warrior} placed at {cell}",
    unchanged="nothing changed",
    board="on the board: {warriors}",
    empty_board="the board is empty",
    health_point="health",
    wound="wound",
)


def _board(snapshot: Mapping[str, Any]) -> dict[str, Piece]:
    """The warriors of a snapshot, in the layout's order; ValueError if it is not one."""
    if snapshot.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} snapshot")
    try:
        raw = {
            cell: Piece(w["kind"], w["side"], int(w["wounds"]))
            for cell, w in snapshot["board"].items()
        }
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {FORMAT} board: {error}") from None
    off_board = sorted(set(raw) - set(LAYOUT.cells()))
    if off_board:
        raise ValueError(f"cells off the board: {', '.join(off_board)}")
    return {cell: raw[cell] for cell in LAYOUT.cells() if cell in raw}


def _health(kind: str) -> int:
    try:
        return PRINTED[Kind(kind)][1]
    except ValueError:
        raise ValueError(f"not a warrior kind: {kind!r}") from None


def _warrior(piece: Piece, labels: Labels) -> str:
    return labels.warrior.format(
        side=labels.side_name(piece.side), kind=labels.kind_name(piece.kind)
    )


def _at(piece: Piece, cell: str, labels: Labels) -> str:
    """A warrior and where it stands, with its wounds if it has any."""
    pattern = labels.wounded_warrior_at if piece.wounds else labels.warrior_at
    return pattern.format(
        warrior=_warrior(piece, labels), cell=cell, wounds=piece.wounds, health=_health(piece.kind)
    )


def _tokens(board: Board, labels: Labels) -> list[Token]:
    return [
        Token(
            cell=cell,
            label=labels.kind_abbreviation(piece.kind),
            side=piece.side,
            wounds=piece.wounds,
            health=_health(piece.kind),
            name=_at(piece, cell, labels),
        )
        for cell, piece in board.items()
    ]


def board_tokens(snapshot: Mapping[str, Any], labels: Labels) -> list[Token]:
    """The warriors of ``snapshot`` as tokens in the page's language, in drawing order."""
    return _tokens(_board(snapshot), labels)


def _sentence(change: Change, labels: Labels) -> str:
    fields = {
        "warrior": _warrior(change.piece, labels),
        "cell": change.cell,
        "wounds": change.piece.wounds,
        "health": _health(change.piece.kind),
    }
    if change.what == "moved":
        return labels.moved.format(origin=change.origin, destination=change.cell, **fields)
    pattern = {"wounded": labels.wounded, "removed": labels.removed, "placed": labels.placed}
    return pattern[change.what].format(**fields)


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def _sides(board: Board) -> list[str]:
    """The sides on ``board``, the game's own first, strangers after in name order."""
    present = {piece.side for piece in board.values()}
    known = [side.value for side in Side]
    return [side for side in known + sorted(present - set(known)) if side in present]


def _by_side(board: Board) -> Callable[[str], tuple[int, int]]:
    """Sort key for the cells of ``board``: side by side, each in the layout's order."""
    sides = {side: index for index, side in enumerate(_sides(board))}
    cells = {cell: index for index, cell in enumerate(LAYOUT.cells())}
    return lambda cell: (sides[board[cell].side], cells[cell])


def describe(before: Board | None, after: Board, labels: Labels) -> str:
    """What changed (if there is a before) and then every warrior on the board."""
    sentences = []
    if before is not None:
        found = changes(before, after, LAYOUT.cells())
        said = [_sentence(change, labels) for change in found]
        sentences.append(labels.separator.join(said) if said else labels.unchanged)
    if after:
        listed = labels.separator.join(
            _at(after[cell], cell, labels) for cell in sorted(after, key=_by_side(after))
        )
        sentences.append(labels.board.format(warriors=listed))
    else:
        sentences.append(labels.empty_board)
    return " ".join(f"{_capital(sentence)}." for sentence in sentences)


def legend(highlight: Mapping[str, str], board: Board, labels: Labels) -> list[tuple[str, str]]:
    """The roles, sides, pips and kinds this diagram shows, each with its meaning."""
    roles = [(role, labels.role_name(role)) for role in ROLES if role in highlight.values()]
    sides = [(f"side:{side}", labels.side_name(side)) for side in _sides(board)]
    present_kinds = {piece.kind for piece in board.values()}
    kinds = [
        (f"token:{labels.kind_abbreviation(kind.value)}", labels.kind_name(kind.value))
        for kind in Kind
        if kind.value in present_kinds
    ]
    pips = [("health", labels.health_point)] if board else []
    if any(piece.wounds for piece in board.values()):
        pips.append(("wound", labels.wound))
    return roles + sides + pips + kinds


def diagram(
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any],
    labels: Labels,
    *,
    title: str,
    highlight: Mapping[str, str] | None = None,
    id_seed: str = "",
) -> str:
    """``after`` drawn with the cells that differ from ``before`` highlighted.

    ``highlight`` adds roles the snapshots cannot show, such as the attacker's
    cell, and wins over the computed ones. ``id_seed`` is passed to
    :func:`render_board`.
    """
    board = _board(after)
    previous = _board(before) if before is not None else None
    roles = highlights(previous, board) if previous is not None else {}
    roles.update(highlight or {})
    return render_board(
        LAYOUT,
        _tokens(board, labels),
        highlight=roles,
        title=title,
        description=describe(previous, board, labels),
        legend=legend(roles, board, labels),
        id_seed=id_seed,
    )
