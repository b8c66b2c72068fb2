"""What both Signum editions ask of a creature alike: that the one an action names is there.

>>> class Table:
...     def find(self, creature_id: int) -> str | None:
...         return {1: "Knight"}.get(creature_id)
>>> require_creature(Table(), 1, "LS1-6.5", "there is no creature number {id} on the table")
'Knight'
>>> require_creature(Table(), 2, "LS1-6.5", "there is no creature number {id} on the table")
Traceback (most recent call last):
engine.core.errors.RuleViolation: LS1-6.5: there is no creature number 2 on the table
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import RuleViolation


def require_creature(state: Any, creature_id: int, rule_id: str, template: str) -> Any:
    """The creature ``state`` finds by this id; refused under ``rule_id`` if there is none,
    ``template`` saying where it was looked for (its field: ``{id}``)."""
    found = state.find(creature_id)
    if found is None:
        raise RuleViolation(rule_id, template, id=creature_id)
    return found
