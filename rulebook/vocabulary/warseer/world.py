"""The world of one Warseer scenario: what its Given steps set up, the engine's state, and
the dice scripted for the actions still to come.

The dice script is kept across actions: an attack rolls at its declaration, at a reroll,
at the critical's additional dice and at a Counterblow, so a scenario may script them all
at once or before each action. Whatever is left once no attack is under way any more was
never rolled, and fails the step.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.dice import ScriptedDice, ScriptError
from engine.core.errors import RuleViolation, Term
from engine.signum.piles import Pile
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.cards import Card, CardPool, CreatureCard
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.positions import check_position, hypothetical
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.state import Creature, GameState, Phase, PlayerState
from engine.signum.warseer.terrain import Terrain
from engine.signum.warseer.victory import victory_points
from rulebook.vocabulary.signum import SignumWorld, card_term, player_term
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import StepFailed, Worlds, expect

GIVEN_VP = "given vp"  # a tablet's Victory Points as a Given step states them


@dataclass
class World(SignumWorld):
    """What one Warseer scenario has set up and done so far."""

    FACES_FIELD = "Roll"
    SNAPSHOT = "engine.signum.warseer.snapshot"
    DRAWN = Message("the battle is over: it is drawn", rule_id="LS2-11.10")
    WON = Message("the battle is over: the {player} player wins", rule_id="LS2-11.9")

    cards: dict[str, Card] = field(default_factory=dict)
    creatures: list[Creature] = field(default_factory=list)
    terrain: dict[Hex, Terrain] = field(default_factory=dict)
    players: dict[Player, dict[str, Any]] = field(
        default_factory=lambda: {player: {} for player in Player}
    )
    feats_deck: tuple[str, ...] = ()
    active: Player = Player.SOUTH
    ruleset: Ruleset = DEFAULT_RULESET
    script: list[str] = field(default_factory=list)
    breaches: list[RuleViolation] | None = None  # what a warband check found

    # Set-up

    def tablet(self, player: Player) -> dict[str, Any]:
        return self.players[player]

    def next_id(self) -> int:
        return max((c.id for c in self.creatures), default=0) + 1

    def set_up(self) -> GameState:
        """The position the Given steps describe."""
        expect(not self.playing, "the set-up is over once an action has been tried")
        field_ = Battlefield.empty(self.ruleset).with_terrains(self.terrain.items())
        pool = CardPool.of(self.cards.values())
        tablets = {}
        for player in Player:
            settings = dict(self.tablet(player))
            given_vp = settings.pop(GIVEN_VP, None)
            hero = next((c.name for c in self.creatures if c.owner is player and c.is_hero), "")
            settings.setdefault("hero", hero)
            tablet = PlayerState(**settings)
            worth = victory_points(tablet, pool)
            if given_vp is not None:
                expect(
                    given_vp >= worth,
                    "the Hall of Fame of the {player} player is worth {worth} already",
                    player=player_term(player),
                    worth=worth,
                )
                tablet = replace(tablet, bonus=given_vp - worth)
            tablets[player] = replace(tablet, vp=victory_points(tablet, pool))
        state = GameState(
            field_,
            tablets,
            ruleset=self.ruleset,
            active=self.active,
            first=Player.SOUTH,
            phase=Phase.ACTIVATION,
            feats_deck=Pile(self.feats_deck),
            cards=pool,
            next_id=self.next_id(),
        )

        def placed() -> GameState:
            placing = state
            for creature in self.creatures:
                placing = placing.with_creature(creature)
            check_position(placing)
            return placing

        return self.settle_position(placed, hypothetical)

    def hex_of(self, label: str) -> Hex:
        return Hex.parse(label)

    def at(self, label: str) -> Creature:
        found = self.state.at(Hex.parse(label))
        if found is None:
            raise StepFailed("there is no creature on {at}", at=label)
        return found

    def add_creature_card(self, card: CreatureCard) -> None:
        known = self.cards.get(card.name)
        if known is None or known.type.is_creature:
            self.cards[card.name] = card

    # Play

    def act(self, player: Player, action: object, settle: bool = True, tell: bool = True) -> None:
        """Try ``action`` as ``player``'s, with the dice scripted so far; ``settle``: what
        is left of the script once no attack is under way was never rolled (a step that
        acts again at once, as a move after the activation it begins, does not settle);
        ``tell``: note what the rules did and wait for (a step's first half need not)."""

        before = self.state
        self.playing = True
        dice = ScriptedDice(self.script)

        after = self.attempt_rolled(lambda: apply_as(before, player, action, dice))
        if after is None:
            return
        self.game = after
        self.script = list(dice.remaining)
        if settle:
            self.settle()
        if tell:
            self.note_after(before, after)

    def die(self, name: Any) -> Any:
        """The engine's rank-N die is the rules' level-N die (LS2-6)."""
        rank = str(name).removeprefix("rank-")
        return Message("level-{level}", {"level": int(rank)}) if rank.isdigit() else name

    def settle(self) -> None:
        """The dice are strict: once no attack is under way, a scripted result that no
        action rolled fails the step (after an action, or when a Then step reads the game)."""
        if self.script and (self.game is None or self.game.attack is None):
            left, self.script = ", ".join(self.script), []
            error = ScriptError("scripted results never rolled: {results}", results=left)
            raise self.script_failure(error)

    def note_after(self, before: GameState, after: GameState) -> None:
        """Say what the rules did by themselves (a death, a push with nowhere to go, the end
        of the game) and what they wait for now (an attack's choice, a tactic's answer)."""
        for event in after.log[len(before.log) :]:
            data = dict(event.data)
            if event.name in ("death", "eliminated"):
                card = str(data.get("card", data.get("name", "")))
                if card:
                    self.note("LS2-7.6", "{name} is destroyed", name=card_term(card))
            elif event.name == "push blocked":
                self.note(
                    "LS2-9.3",
                    "the creature on {at} has no hex to be pushed to: it takes 1 more damage",
                    at=str(data.get("at", "")),
                )
        waiting = choice_of(after)
        if waiting is not None and waiting != choice_of(before):
            step, player = waiting
            self.note(
                STEP_RULES.get(step, "LS2-6.12"),
                "the {player} player now answers the {step} step of the attack",
                player=player_term(player),
                step=Term("attack step", step),
            )
        if after.decisions and not before.decisions:
            window = after.decisions[0]
            owner = getattr(window, "player", None)
            if isinstance(owner, Player):
                self.note(
                    "LS2-1.13",
                    "the {player} player may answer with a tactic",
                    player=player_term(owner),
                )
        self.note_end(before, after)


def step_rules() -> dict[str, str]:
    """The rule of each choice an attack waits for."""
    from engine.signum.warseer import attack, crits
    from engine.signum.warseer.keywords import rule

    return {
        attack.MODIFY: "LS2-6.6",
        attack.PUSHING: "LS2-9.2",
        attack.PROTECT: rule("Protector"),
        attack.COUNTER: rule("Counterblow"),
        attack.SLASH: crits.RULES[crits.SLASH],
        attack.ADVANCE: crits.RULES[crits.ADVANCE],
        attack.SWAP: crits.RULES[crits.SWAP],
        attack.NIMBLE: crits.RULES[crits.NIMBLE],
        attack.FRENZY: crits.RULES[crits.FRENZY],
    }


STEP_RULES = step_rules()


def choice_of(state: GameState) -> tuple[str, Player] | None:
    """The attack's choice the state waits for, and who makes it (None: none waits)."""
    from engine.signum.warseer.attack import deciding

    if state.attack is None:
        return None
    player = deciding(state)
    return None if player is None else (state.attack.step, player)


def apply_as(state: GameState, player: Player, action: object, dice: ScriptedDice) -> GameState:
    """The engine's ``apply`` for ``player``: the attack's choices are answered by the
    player the attack waits for, everything else by the player to act."""
    from engine.signum.warseer import attack, game

    whole = getattr(game, "apply_as", None)
    if whole is not None:
        return whole(state, player, action, dice)  # type: ignore[no-any-return]
    if state.attack is None and not isinstance(action, game.OUR_ACTIONS):
        return attack.apply_as(state, player, action, dice)  # # type: ignore[arg-type]
    attack_step = state.attack is not None and not isinstance(action, game.OUR_ACTIONS)
    if attack_step and attack.deciding(state) is not player:
        attack.apply_as(state, player, action, dice)  # refuses the wrong player
    return game.apply(state, action, dice)  # type: ignore[arg-type]


@VOCABULARY.fixture
def ls2_world(worlds: Worlds) -> Iterator[World]:
    yield worlds.add(World())
