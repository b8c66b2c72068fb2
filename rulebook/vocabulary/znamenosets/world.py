"""The world of one Znamenosets scenario: the game it has set up and played so far."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.core.grid import Cell
from engine.znamenosets import (
    DEFAULT_RULESET,
    Attack,
    GameState,
    Kind,
    Move,
    MoveLine,
    Phase,
    Remove,
    Ruleset,
    Side,
    Warrior,
    apply,
    legal_actions,
    position,
    snapshot,
)
from engine.znamenosets.geometry import orthogonal_neighbours
from engine.znamenosets.movement import reachable
from engine.znamenosets.positions import hypothetical
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import ScenarioWorld, StepFailed, Worlds, reason_of
from rulebook.vocabulary.znamenosets.fields import player, warrior_fields


@dataclass
class World(ScenarioWorld):
    """What one Znamenosets scenario has set up and done so far."""

    ruleset: Ruleset = DEFAULT_RULESET
    decks: dict[Side, list[Kind]] = field(default_factory=dict)
    seed: int | None = None
    game: GameState | None = None
    asked: tuple[Side, Phase] | None = None  # the side and phase a Given step asked for

    @property
    def state(self) -> GameState:
        """The position, once any refusal has been accounted for."""
        self.no_refusal_waiting()
        if self.game is None:
            raise StepFailed("there is no board yet: start with 'Given the board:'")
        return self.game

    def act(self, action: Move | MoveLine | Attack | Remove) -> None:
        before = self.state
        after = self.attempt(lambda: apply(before, action))
        if after is None:
            return
        self.game = after
        if isinstance(action, Move):
            self.note_route(before, action)
        natural = (
            (before.to_move, Phase.ATTACK)
            if isinstance(action, Move | MoveLine)
            else (before.to_move.opponent, Phase.MOVEMENT)
        )
        self.note_transition(before, after, natural)

    def set_up(self, board: dict[Cell, Warrior] | None = None, **changes: object) -> GameState:
        """A position for a Given step: refused if no game reaches it, settled by the rules."""
        previous = self.game
        if board is None:
            state = self.state
            board = dict(state.board)
            settings: dict[str, object] = {
                "to_move": state.to_move,
                "phase": self.asked[1] if self.asked else Phase.MOVEMENT,
                "bearers_lost": state.bearers_lost,
            }
        else:
            settings = {}
        settings.update(changes, ruleset=self.ruleset)
        check_wounds(board, self.ruleset)
        try:
            game = position(board, **settings)  # type: ignore[arg-type]
        except ValueError as error:  # malformed, which validation and the checks above prevent
            raise StepFailed(
                "this position cannot be set up: {reason}", reason=reason_of(error)
            ) from None
        asked = self.asked or (Side.BLUE, Phase.MOVEMENT)
        held = game.phase is Phase.OVER or (game.to_move, game.phase) == asked
        if self.asked is not None and not held:
            raise phase_not_held(game, *self.asked)
        self.game = game
        self.note_transition(previous, game, asked)
        self.note_hypothetical(hypothetical(game))
        return game

    def note_transition(
        self, before: GameState | None, after: GameState, natural: tuple[Side, Phase]
    ) -> None:
        """Say so when the rules moved the game on by themselves: a removal phase, the end."""
        if after.phase is Phase.OVER:
            if before is None or before.phase is not Phase.OVER:
                self.note_game_over(after)
            return
        if after.phase is Phase.REMOVAL and (after.to_move, after.phase) != natural:
            self.tell(why_removal(after, natural[1]))

    def note_game_over(self, state: GameState) -> None:
        reason = next((e["reason"] for e in reversed(state.log) if e.name == "game_over"), "")
        rule = "ZN-C.16" if reason == "no warriors" else "ZN-10.1"
        if state.drawn:
            self.note(rule, "the game is over: it is drawn")
        elif state.winner is not None:
            self.note(rule, "the game is over: {winner} wins", winner=player(state.winner))

    def note_route(self, before: GameState, move: Move) -> None:
        """A move that does not go straight: the orthogonal path it takes (ZN-6.1)."""
        if move.origin.col == move.destination.col or move.origin.row == move.destination.row:
            straight = abs(move.origin.col - move.destination.col) + abs(
                move.origin.row - move.destination.row
            )
            distance = reachable(before, move.origin, goal=move.destination)[move.destination]
            if distance == straight:
                return
        route = " → ".join(c.name for c in shortest_route(before, move.origin, move.destination))
        self.note("ZN-6.1", "it walks orthogonally: {route}", route=route)

    def note_hypothetical(self, found: RuleViolation | None) -> None:
        """A position the rules play but a game from full armies would not show: said once a
        scenario, and short (the counts behind it are the board's own, in front of the reader)."""
        if found is not None and not self.told_hypothetical:
            self.note(
                found.rule_id,
                "hypothetical position: some standard-bearers are neither on the board nor lost",
            )
            self.told_hypothetical = True

    def rulebook_snapshot(self) -> dict[str, object] | None:
        """The position for the results file and its diagrams (the event log left out)."""
        if self.game is None:
            return None
        return {k: v for k, v in snapshot(self.game).items() if k != "log"}

    def warrior(self, cell: Cell) -> Warrior:
        found = self.state.board.get(cell)
        if found is None:
            raise StepFailed("there is no warrior at {cell}", cell=cell.name)
        return found


def check_wounds(board: dict[Cell, Warrior], ruleset: Ruleset) -> None:
    """A warrior dies at its health: it cannot stand on the board with that many wounds."""
    for cell, warrior in sorted(board.items()):
        health = ruleset.profile(warrior.kind).health
        if warrior.wounds >= health:
            raise StepFailed(
                "the {side} {kind} at {cell} dies at {limit:plural:wound|wounds}, "
                "so it carries at most {most}, not {wounds}",
                **warrior_fields(warrior, cell),
                limit=health,
                most=health - 1,
                wounds=warrior.wounds,
            )


def why_removal(state: GameState, natural: Phase) -> Message:
    """The note for a removal phase the rules brought about (ZN-5.5)."""
    side = {"player": player(state.to_move)}
    if natural is Phase.ATTACK:
        return Message("{player} cannot attack, so the removal phase begins", side, "ZN-5.5")
    return Message("{player} cannot move, so the removal phase begins", side, "ZN-5.5")


def phase_not_held(game: GameState, side: Side, phase: Phase) -> StepFailed:
    """Why the side and phase a Given step asked for cannot be: the rules move on at once."""
    fields: dict[str, FieldValue] = {
        "player": player(side),
        "phase": Term("phase", phase.value),
        "now": Term("phase", game.phase.value),
        "now_player": player(game.to_move),
    }
    if game.phase is Phase.REMOVAL and phase is Phase.ATTACK:
        return StepFailed(
            "{player} cannot be in the {phase} phase here: no warrior of theirs can attack, "
            "so the rules go on to the {now} phase",
            rule_id="ZN-5.5",
            **fields,
        )
    if game.phase is Phase.REMOVAL and phase is Phase.MOVEMENT:
        return StepFailed(
            "{player} cannot be in the {phase} phase here: no warrior of theirs can move, "
            "so the rules go on to the {now} phase",
            rule_id="ZN-5.5",
            **fields,
        )
    return StepFailed(
        "{player} cannot be in the {phase} phase here: the rules go on to {now_player}'s "
        "{now} phase",
        rule_id="ZN-5.1",
        **fields,
    )


def shortest_route(state: GameState, origin: Cell, destination: Cell) -> list[Cell]:
    """One shortest orthogonal path through free cells, as the engine measures it."""
    steps = {**reachable(state, origin), origin: 0}
    route = [destination]
    while route[-1] != origin:
        here = route[-1]
        route.append(
            next(
                cell
                for cell in sorted(orthogonal_neighbours(here))
                if steps.get(cell) == steps[here] - 1
            )
        )
    return route[::-1]


@VOCABULARY.fixture
def zn_world(worlds: Worlds) -> Iterator[World]:
    yield worlds.add(World())


def in_phase(world: World, cell: Cell, phase: Phase) -> list[Move | MoveLine | Attack | Remove]:
    """The legal actions of the warrior's side, as if it were that side's ``phase`` now."""
    state = world.state
    return legal_actions(replace(state, to_move=world.warrior(cell).side, phase=phase))
