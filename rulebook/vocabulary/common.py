"""The steps and fields every game's scenarios share.

A scenario uses one game's world (see :mod:`rulebook.vocabulary.world`); the steps here
act on whichever world the scenario's earlier steps made, so a refusal is expected the
same way in every game: ``Then the action is refused under rule ZN-6.2``.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulebook.vocabulary.fields import number_problem, value_field
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.world import Worlds, expect, present, refused

RULE_ID = r"(?:ZN|LS1|LS2)-[0-9A-Z]+(?:\.[0-9]+)+"

VOCABULARY.add_fields(
    value_field("Number", r"[0-9]+", int, check=number_problem, examples=("2",)),
    value_field("Rule", RULE_ID, str, examples=("ZN-6.2",)),
)
then = VOCABULARY.then


@VOCABULARY.fixture
def worlds() -> Iterator[Worlds]:
    """The game worlds of one scenario, in the order its steps made them."""
    yield Worlds()


@then("the action is refused under rule {rule:Rule}")
def _(worlds: Worlds, rule: str) -> None:
    refusal = present(
        worlds.current.take_refusal(),
        "the action was allowed; expected a refusal under rule {rule}",
        rule=rule,
    )
    expect(
        refusal.rule_id == rule,
        "the action was refused under rule {actual}, not under rule {rule}",
        actual=refusal.rule_id,
        rule=rule,
    )


@then("the action is refused")
def _(worlds: Worlds) -> None:
    expect(worlds.current.take_refusal() is not None, "the action was allowed")


@then("the action is allowed")
def _(worlds: Worlds) -> None:
    refusal = worlds.current.take_refusal()
    if refusal is not None:  # the refusal's own reason, with its rule
        raise refused(refusal)
