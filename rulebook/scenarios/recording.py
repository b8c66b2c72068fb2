"""One scenario's verdict, step by step, as its steps run: the same for every runner.

pytest-bdd (through :mod:`rulebook.scenarios.plugin`) and the direct runner
(:mod:`rulebook.scenarios.runner`) both tell a :class:`Recorder` what each step did;
the recorder words the steps' messages and decides which step a refusal fails.

A step's message (why it failed, or what it notes beside passing) is worded in the
recorder's language. A refused action that no later step expects fails the step that
tried it, with the rule and the reason, whether a later step stumbles on it or the
scenario ends there.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import RuleViolation
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.vocabulary.wording import N_, Message, say, word
from rulebook.vocabulary.world import ScenarioWorld, UnexpectedRefusal, Worlds


def rule_label(rule_id: str, language: str) -> str:
    """`` (rule ZN-6.1)`` in ``language``, or nothing without a rule."""
    return " " + say(N_("(rule {rule})"), language, rule=rule_id) if rule_id else ""


def message_of(exception: BaseException, language: str) -> str:
    """Why a step failed, in ``language`` when the exception is worded by template."""
    if hasattr(exception, "template") and hasattr(exception, "fields"):
        return word(exception, language)  # type: ignore[arg-type]
    text = str(exception)
    return text.splitlines()[0] if text else type(exception).__name__


def step_worlds(arguments: dict[str, Any]) -> list[ScenarioWorld]:
    """The game worlds a step used: its own world, or through the shared steps' ``Worlds``."""
    found: list[ScenarioWorld] = []
    for value in arguments.values():
        if isinstance(value, Worlds):
            found += value.made
        elif isinstance(value, ScenarioWorld):
            found.append(value)
    return list({id(world): world for world in found}.values())


class Recorder:
    """The running scenario's steps by line, and the last state it showed: O(1) per step.

    ``refused_at`` is the line of a step whose refused action no step has expected yet.
    """

    def __init__(self, result: ScenarioResult, language: str) -> None:
        self.result = result
        self.steps = {step.line: step for step in result.steps}
        self.language = language
        self.snapshot: dict[str, Any] | None = None
        self.worlds: list[ScenarioWorld] = []
        self.refused_at: int | None = None
        self.failed = False

    def passed(self, line: int, arguments: dict[str, Any], current: str | None = None) -> None:
        """A step ran to its end: its notes, the state it left, a refusal it brought about;
        ``current``: the step as its current wording writes it, if an old one read it."""
        result = self.steps[line]
        result.status = "passed"
        result.snapshot = self.changed_snapshot(arguments)
        notes: list[Message] = []
        if current is not None:
            notes.append(
                Message(
                    "an older wording of this step, still read; it now reads: {current}",
                    {"current": current},
                )
            )
        for world in self.worlds_of(arguments):
            notes += world.take_notes()
            if world.refusal is not None and self.refused_at is None:
                self.refused_at = line  # shown on its step, expected or not
                violation = world.refusal
                notes.append(Message(violation.template, violation.fields, violation.rule_id))
            elif world.refusal is None:
                self.refused_at = None  # expected by this step
        if notes:  # the last note's rule is the step's own; the others say theirs inline
            *earlier, last = notes
            words = [word(n, self.language) + rule_label(n.rule_id, self.language) for n in earlier]
            result.message = "; ".join([*words, word(last, self.language)])
            result.rule_id = last.rule_id

    def raised(self, line: int, arguments: dict[str, Any], exception: BaseException) -> None:
        """A step raised: it failed, unless it stumbled on an earlier step's refusal."""
        self.failed = True
        result = self.steps[line]
        for world in self.worlds_of(arguments):
            world.take_notes()
        if isinstance(exception, UnexpectedRefusal) and self.refused_at is not None:
            self.blame_refusal(exception.violation)
            return  # this step never ran: it stays skipped
        result.status = "failed"
        result.message = message_of(exception, self.language)
        result.rule_id = getattr(exception, "rule_id", "") or ""

    def undefined(self, line: int) -> None:
        """No step definition reads the step."""
        self.failed = True
        result = self.steps[line]
        result.status = "undefined"
        result.message = say(N_("no step definition matches this step"), self.language)

    def finish(self) -> tuple[StepResult, RuleViolation] | None:
        """The scenario is over: a refusal no step expected fails the step that tried it.
        Returns that step and the refusal, if there was one."""
        if self.failed:
            return None
        for world in self.worlds:
            if world.refusal is not None:
                violation, world.refusal = world.refusal, None
                return self.blame_refusal(violation), violation
        return None

    def blame_refusal(self, violation: RuleViolation) -> StepResult:
        """Fail the step whose refused action no later step expected, with the rule and reason."""
        result = self.steps[self.refused_at] if self.refused_at else None
        assert result is not None, "a refusal without the step that tried its action"
        reason = word(violation, self.language)
        result.status = "failed"
        result.message = say(
            N_("refused, and no later step expects it: {reason}"), self.language, reason=reason
        )
        result.rule_id = violation.rule_id
        self.refused_at = None
        self.failed = True
        return result

    def worlds_of(self, arguments: dict[str, Any]) -> list[ScenarioWorld]:
        """The scenario worlds a step used, remembered for the end of the scenario."""
        used = step_worlds(arguments)
        for world in used:
            if all(world is not w for w in self.worlds):
                self.worlds.append(world)
        return used

    def changed_snapshot(self, arguments: dict[str, Any]) -> dict[str, Any] | None:
        """The engine state after a step, if a game world took part and its state changed."""
        worlds = step_worlds(arguments)
        if not worlds:
            return None
        snapshot = worlds[0].rulebook_snapshot()
        if snapshot is None or snapshot == self.snapshot:
            return None
        self.snapshot = snapshot
        return snapshot
