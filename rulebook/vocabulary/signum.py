"""What the scenario worlds of both Signum editions share: the cards a scenario's tables
state, found by name, and the position its Given steps describe, built once when a step
first reads it and checked by the engine. Each edition's world says how its position is
built (:meth:`SignumWorld.set_up`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import partial
from typing import Any, ClassVar

from engine.core.dice import ScriptError
from engine.core.errors import RuleViolation, Term
from engine.signum.cards import card_name as card_term  # a card's name in a message
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.wording import Message, Respelled
from rulebook.vocabulary.world import ScenarioWorld, StepFailed, reason_of, refused

FACE_FIELDS = ("face", "faces", "results")  # the fields of a ScriptError that hold faces


def written_in(field: str | None, text: str, language: str) -> str:
    """A value of the step field ``field`` (the faces of dice, tokens), written as the steps
    of ``language`` write it; ``None`` for values every language writes alike, such as
    numbers."""
    from rulebook.vocabulary.steps import VOCABULARY

    if field is None or language == SOURCE_LANGUAGE:
        return text
    return VOCABULARY.fields[field].render(text, SOURCE_LANGUAGE, language)


def as_written(field: str | None, text: str) -> Respelled:
    """``text``, a value of the step field ``field`` (``"Roll"``, ``"Tokens"``), in a message:
    written as the steps of the answer's language write it (``None``: alike in any)."""
    return Respelled(text, partial(written_in, field))


def player_term(player: Enum) -> Term:
    return Term("player", player.value)


def card_list(cards: list[str] | tuple[str, ...]) -> tuple[Term, ...] | str:
    """A list of card names as a step writes it, each in the answer's language ("-" for none)."""
    return tuple(card_term(card) for card in cards) if cards else "-"


def same_cards(
    actual: tuple[str, ...], expected: list[str | None], template: str, player: Enum
) -> None:
    """The cards a step expects (``-`` lists none), in any order, or the step fails with
    ``template`` naming the cards there are."""
    if sorted(actual) != sorted(listed(expected)):
        raise StepFailed(template, player=player_term(player), cards=card_list(actual))


@dataclass
class SignumWorld(ScenarioWorld):
    """The cards by name and the position of one Signum scenario (see the module). An
    edition's world names its engine's snapshot module, its words for a game's end and, if
    its dice show words, the step field their faces are written in."""

    SNAPSHOT: ClassVar[str]
    FACES_FIELD: ClassVar[str | None] = None  # the dice show numbers, alike in any language
    DRAWN: ClassVar[Message]
    WON: ClassVar[Message]  # its {player} is the winner

    cards: dict[str, Any] = field(default_factory=dict)
    game: Any = None  # the position, once a step has read or played it
    playing: bool = False  # a When step has acted: the set-up is over

    def card(self, name: str) -> Any:
        found = self.cards.get(name)
        if found is None:
            raise StepFailed("no table states the card {card}", card=card_term(name))
        return found

    def set_up(self) -> Any:
        """The position the Given steps describe."""
        raise NotImplementedError

    @property
    def state(self) -> Any:
        self.no_refusal_waiting()
        if self.game is None:
            return self.set_up()  # nothing stated: an empty table
        return self.game

    def script_failure(self, error: ScriptError) -> StepFailed:
        """Dice that do not match the scenario's script, as the step's failure, worded in the
        reader's language: the die by its name (:meth:`die`), the faces as the steps write
        them (:attr:`FACES_FIELD`)."""
        fields: dict[str, Any] = {}
        for name, value in error.fields.items():
            if name in FACE_FIELDS:
                fields[name] = as_written(self.FACES_FIELD, str(value))
            else:
                fields[name] = self.die(value) if name == "die" else value
        return StepFailed(
            "the dice do not match the script: {problem}", problem=Message(error.template, fields)
        )

    def die(self, name: Any) -> Any:
        """A die's name in a message: the engine's word (a :class:`Term`) unless an edition's
        rules call it otherwise."""
        return name

    def attempt_rolled(self, play: Callable[[], Any]) -> Any:
        """Try ``play``, an action on the scripted dice, as :meth:`attempt` does: dice that
        do not match the script fail the step."""

        def rolled() -> Any:
            try:
                return play()
            except ScriptError as error:
                raise self.script_failure(error) from None

        return self.attempt(rolled)

    def rulebook_snapshot(self) -> dict[str, Any] | None:
        """The position for the diagram after a step: the snapshot without its log."""
        if self.game is None:
            return None
        snapshot = importlib.import_module(self.SNAPSHOT).snapshot
        return {k: v for k, v in snapshot(self.game).items() if k != "log"}

    def note_end(self, before: Any, after: Any) -> None:
        """Say that the game has just ended, in the edition's words and with its rule:
        :attr:`DRAWN`, or :attr:`WON` by the ``{player}`` it names."""
        if after.is_over and not before.is_over:
            if after.drawn:
                self.tell(self.DRAWN)
            elif after.winner is not None:
                self.tell(replace(self.WON, fields={"player": player_term(after.winner)}))

    def settle_position(
        self,
        build: Callable[[], Any],
        hypothetical: Callable[[Any], RuleViolation | None],
        malformed: tuple[type[Exception], ...] = (ValueError,),
    ) -> Any:
        """The position ``build`` makes, kept as the scenario's: a refusal of the engine or
        a ``malformed`` error fails the step; a position no game reaches is said once."""
        try:
            game = build()
        except RuleViolation as refusal:
            raise refused(refusal) from None
        except malformed as error:
            raise StepFailed(
                "this position cannot be set up: {reason}", reason=reason_of(error)
            ) from None
        self.game = game
        self.note_hypothetical(hypothetical(game))
        return game
