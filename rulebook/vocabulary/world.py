"""What every game's scenario world shares: refusals kept for the next step, notes, failures.

A game's vocabulary keeps what its scenario has set up and done in a world, a
subclass of :class:`ScenarioWorld`. Its steps report through it:

- an action the rules forbid does not fail its ``When`` step: :meth:`~ScenarioWorld.attempt`
  keeps the refusal, and a later step must expect it (:meth:`~ScenarioWorld.take_refusal`).
  A step that reads the game while the refusal waits fails with it, and the runner
  (:mod:`rulebook.scenarios.plugin`) blames the refused step; a scenario that ends
  with a refusal no step expected fails there too;
- a step's expectation that does not hold raises :class:`StepFailed` (see :func:`expect`),
  a template with fields like the engine's refusals, so it is worded in the reader's
  language;
- a step may say more than its verdict with :meth:`~ScenarioWorld.note` (a phase the
  rules moved on to by themselves, the path of a move, a hypothetical position).

A game's world fixture registers its world in the scenario's :class:`Worlds`, so the
steps every game shares (:mod:`rulebook.vocabulary.common`) find it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from string import Formatter
from typing import Any, TypeVar

from engine.core.errors import FieldValue, RuleViolation, WordedError
from rulebook.vocabulary.wording import Message, wording

State = TypeVar("State")
T = TypeVar("T")


class StepFailed(AssertionError):
    """A step's expectation that the engine's answer does not meet.

    >>> str(StepFailed("{cell} holds {n:plural:warrior|warriors}", cell="c3", n=1))
    'c3 holds 1 warrior'
    """

    def __init__(self, template: str, /, rule_id: str = "", **fields: FieldValue) -> None:
        self.template = template
        self.fields: Mapping[str, FieldValue] = fields
        self.rule_id = rule_id
        super().__init__(wording(template, fields, "en"))


def refused(refusal: RuleViolation) -> StepFailed:
    """The engine's refusal (or a rule a deck breaks) as a step's failure: its own reason,
    with its rule."""
    return StepFailed(refusal.template, rule_id=refusal.rule_id, **refusal.fields)


def reason_of(error: Exception) -> FieldValue | Message:
    """An engine's error as a field of a message: worded in the reader's language when the
    engine words it (a :class:`~engine.core.errors.WordedError`), else its English text."""
    if isinstance(error, WordedError):
        return Message(error.template, error.fields)
    return str(error)


def present(value: T | None, template: str, /, **fields: FieldValue) -> T:
    """``value``, which an earlier step should have set: the step fails with the message
    ``template`` while it is None."""
    if value is None:
        raise StepFailed(template, **fields)
    return value


def no_breach(breaches: list[RuleViolation]) -> None:
    """Fail the step with the first rule that a deck or warband breaks (its reason, its
    rule), if it breaks any."""
    if breaches:
        raise refused(breaches[0])


def expect(condition: object, template: str, /, **fields: FieldValue) -> None:
    """Fail the step with the message ``template`` unless ``condition`` holds."""
    if not condition:
        raise StepFailed(template, **fields)


def expect_count(found: int, wanted: int, template: str, /, **fields: FieldValue) -> None:
    """Fail the step unless it finds the number it wants: ``template`` says the number
    found in its one field that ``fields`` leaves out.

    >>> expect_count(2, 3, "the warrior at {cell} has {wounds:plural:wound|wounds}", cell="c3")
    Traceback (most recent call last):
    rulebook.vocabulary.world.StepFailed: the warrior at c3 has 2 wounds
    >>> expect_count(1, 1, "{side} has {count} of {kind}", side="blue")
    Traceback (most recent call last):
    TypeError: '{side} has {count} of {kind}' leaves ['count', 'kind'] for the count, not one field
    """
    left_out = {name for _, name, _, _ in Formatter().parse(template) if name} - fields.keys()
    if len(left_out) != 1:
        raise TypeError(f"{template!r} leaves {sorted(left_out)} for the count, not one field")
    expect(found == wanted, template, **fields, **{left_out.pop(): found})


class UnexpectedRefusal(AssertionError):
    """An action was refused, and the step after it did not expect that."""

    def __init__(self, violation: RuleViolation) -> None:
        super().__init__(f"the action was refused: {violation}")
        self.violation = violation
        self.rule_id = violation.rule_id


@dataclass
class ScenarioWorld:
    """The part of a scenario's world that every game shares (see the module's docstring)."""

    refusal: RuleViolation | None = None
    acted: bool = False  # whether an action was tried since the last expectation of one
    notes: list[Message] = field(default_factory=list)
    told_hypothetical: bool = False  # whether the scenario has said its position is hypothetical

    def attempt(self, action: Callable[[], State]) -> State | None:
        """Try an action: its result, or None with the refusal kept for a later step."""
        self.no_refusal_waiting()
        self.acted = True
        try:
            return action()
        except RuleViolation as violation:
            self.refusal = violation
            return None

    def no_refusal_waiting(self) -> None:
        """Fail the step if an action was refused and no step has expected that yet."""
        if self.refusal is not None:
            violation, self.refusal = self.refusal, None
            raise UnexpectedRefusal(violation)

    def take_refusal(self) -> RuleViolation | None:
        """The last action's refusal, or None if it was allowed; a step that expects either."""
        expect(self.acted, "no action was tried before this step")
        refusal, self.refusal, self.acted = self.refusal, None, False
        return refusal

    def note(self, rule_id: str, template: str, /, **fields: FieldValue) -> None:
        """Say something about the current step beside its verdict (``rule_id`` may be '')."""
        self.tell(Message(template, fields, rule_id))

    def tell(self, message: Message) -> None:
        self.notes.append(message)

    def note_hypothetical(self, found: RuleViolation | None) -> None:
        """Say why a position is one the rules play but no dealt game shows: once a scenario,
        where it first holds (a quiet page: the board shows the rest)."""
        if found is not None and not self.told_hypothetical:
            reason = Message(found.template, found.fields)
            self.note(found.rule_id, "hypothetical position: {reason}", reason=reason)  # type: ignore[arg-type]
            self.told_hypothetical = True

    def take_notes(self) -> list[Message]:
        notes, self.notes = self.notes, []
        return notes

    def rulebook_snapshot(self) -> dict[str, Any] | None:
        """The state to draw after a step, for the books' diagrams (None: nothing to draw)."""
        return None


W = TypeVar("W", bound=ScenarioWorld)


class Worlds:
    """The game worlds one scenario has made, in order; shared steps act on the last one."""

    def __init__(self) -> None:
        self.made: list[ScenarioWorld] = []

    def add(self, world: W) -> W:
        self.made.append(world)
        return world

    @property
    def current(self) -> ScenarioWorld:
        if not self.made:
            raise StepFailed("no action was tried before this step")
        return self.made[-1]
