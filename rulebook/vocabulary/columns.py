"""The tables a game's scenarios state things in, declared by the names of their columns.

Within one game a column's name means one thing: its cells are read by the same field in
every table that has it (``strength`` is a Number in each classic table). A game lists its
columns once, by the field that reads them (:class:`Columns`); each table then names its
columns in order, as a scenario's header writes them.

>>> columns = Columns({"Card": ("relic",), "Number": ("uses", "cost")})
>>> relics = columns.cards("relic, uses, cost")
>>> relics.columns, relics.required, relics.unique
((('relic', 'Card'), ('uses', 'Number'), ('cost', 'Number')), ('relic',), 'relic')
"""

from __future__ import annotations

from collections.abc import Mapping

from rulebook.vocabulary.steps import TableShape

SEPARATOR = ", "  # between the names of a header, as the steps' guide lists them


class Columns:
    """The columns of one game's tables: each name with the field type that reads it."""

    def __init__(self, by_type: Mapping[str, tuple[str, ...]]) -> None:
        self.types: dict[str, str] = {}
        for field_type, names in by_type.items():
            for name in names:
                if name in self.types:
                    raise ValueError(f"the column {name!r} is listed twice")
                self.types[name] = field_type

    def table(
        self,
        header: str,
        required: tuple[str, ...],
        unique: str | None = None,
        types: Mapping[str, str] | None = None,
    ) -> TableShape:
        """The table whose columns ``header`` names in order; ``types`` gives the field of a
        column that this table reads otherwise than the game's other tables."""
        other = types or {}
        names = header.split(SEPARATOR)
        columns = tuple((name, other.get(name) or self.types[name]) for name in names)
        return TableShape(columns=columns, required=required, unique=unique)

    def cards(
        self, header: str, *required: str, types: Mapping[str, str] | None = None
    ) -> TableShape:
        """A table that states cards, a card a row: its first column names the card, in each
        row and no card twice; ``required`` are the other columns each row must fill."""
        card = header.split(SEPARATOR)[0]
        return self.table(header, (card, *required), card, types)
