"""What a renderer draws on a cell: a game's warrior reduced to text and numbers."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Token:
    """One piece on one cell, already put into the page's language by the caller.

    ``label`` is the short text on the token ("Ar"), ``name`` the full one for
    its tooltip ("blue archer at c3, wounds: 1 of 2"). ``side`` picks the colour
    and a CSS class; ``health`` pips are drawn, ``wounds`` of them marked.
    """

    cell: str
    label: str
    side: str
    wounds: int
    health: int
    name: str
