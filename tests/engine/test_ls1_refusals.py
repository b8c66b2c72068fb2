"""Each refusal of the classic engine cites the rule that forbids the action.

Every case sets up a position the rules allow (the sample's heroes on the table), tries
what a rule forbids, and checks the rule ID of the refusal and that the state is as it
was. The expected rule is the one whose text forbids the action (docs/classic).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from engine.core.dice import ScriptedDice
from engine.core.errors import RuleViolation
from engine.signum.classic import actions as a
from engine.signum.classic.damage import points_in_order
from engine.signum.classic.game import apply, apply_as
from engine.signum.classic.positions import hypothetical, position
from engine.signum.classic.sample import SAMPLE
from engine.signum.classic.snapshot import snapshot
from engine.signum.classic.state import (
    Building,
    Camp,
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Creature,
    GameState,
    Hidden,
    Phase,
    Relic,
)
from engine.signum.classic.table import Player, Point
from engine.signum.piles import Pile

SOUTH, NORTH = Player.SOUTH, Player.NORTH
LADY, QUEEN = "Lady of the Unicorn", "Queen of the Akkari"
HEROES = (Creature(1, LADY, SOUTH, Point(30, 2)), Creature(2, QUEEN, NORTH, Point(30, 58)))
# South's Knight (3) touches North's Hunter (4); South's archer (5) and North's (6) stand apart.
KNIGHT, HUNTER, ARCHER, SHOOTER, NOBODY = 3, 4, 5, 6, 99
CREATURES = (
    Creature(KNIGHT, "Unicorn Knight 1", SOUTH, Point(10, 20)),
    Creature(HUNTER, "Akkari Hunter 1", NORTH, Point(10, 23)),
    Creature(ARCHER, "Unicorn Knight 4", SOUTH, Point(45, 20)),
    Creature(SHOOTER, "Akkari Hunter 8", NORTH, Point(30, 30)),
)
EDGE = Point(10, 1.5)  # a Knight's base touching South's edge, far from every enemy


def game(
    phase: Phase = Phase.ACTIVATION,
    active: Player = SOUTH,
    south: Camp | None = None,
    north: Camp | None = None,
) -> GameState:
    camps = {SOUTH: south or Camp(hero=LADY), NORTH: north or Camp(hero=QUEEN)}
    return position(SAMPLE, (*HEROES, *CREATURES), camps, phase=phase, active=active)


@cache
def south_to_play() -> GameState:
    """South's activation phase: cards in hand, a City to tap (the Smithy is tapped), the
    Lady wearing Heavy Plate."""
    hand = ("Unicorn Knight 1", "Unicorn Knight 2", "Unicorn Knight 7", "Heavy Plate")
    city = ("Barracks", "Tavern", "School of Magic")
    south = Camp(
        hero=LADY,
        hand=Pile((*hand, "Tower Shield", "Firebolt")),
        city=(*(Building(b) for b in city), Building("Smithy", tapped=True)),
        prosperity=9,
        relics=(Relic("Heavy Plate", tokens=4),),
    )
    return game(south=south)


@cache
def north_to_play() -> GameState:
    """North's activation phase, with a minion to call and an enemy City to undermine."""
    north = Camp(
        hero=QUEEN,
        hand=Pile(("Ritual of the Brood", "Undermine")),
        minions=("Spiderling",),
        prosperity=5,
    )
    return game(active=NORTH, south=Camp(hero=LADY, city=(Building("Barracks"),)), north=north)


@cache
def construction() -> GameState:
    return game(Phase.CONSTRUCTION, south=Camp(hero=LADY, buildings=("Barracks",), prosperity=3))


@cache
def mulligan() -> GameState:
    hand = Pile(tuple(f"Unicorn Knight {n}" for n in (1, 2, 3, 4)))
    return game(Phase.MULLIGAN, south=Camp(hero=LADY, hand=hand))


@cache
def fight_declared() -> GameState:
    """The Knight fights the Hunter; North owes the first split, or a tactic's reveal."""
    north = Camp(hero=QUEEN, tactics=(Hidden("Ambush"),))
    state = apply(game(north=north), a.Fight(KNIGHT, HUNTER), ScriptedDice([]))
    assert isinstance(state.pending[0], ChooseReveal)
    return state


@cache
def attacker_splits() -> GameState:
    """North let its Ambush pass and split; now South splits the Knight's dice."""
    state = fight_declared()
    state = apply_as(state, NORTH, a.LetPass("Ambush"), ScriptedDice([]))
    assert isinstance(state.pending[0], ChooseSplit)
    state = apply_as(state, NORTH, a.Split(0), ScriptedDice([]))
    assert isinstance(state.pending[0], ChooseSplit) and state.deciding is SOUTH
    return state


@cache
def hit_on_the_lady() -> GameState:
    """North's archer hits the Lady, who wears two relics with tokens: South names the
    relic that takes the point (LS1-15.6)."""
    relics = (Relic("Heavy Plate", tokens=4), Relic("Tower Shield", tokens=2))
    state = game(active=NORTH, south=Camp(hero=LADY, relics=relics))
    state = apply(state, a.Shoot(SHOOTER, 1), ScriptedDice(["6"]))
    assert isinstance(state.pending[0], ChooseAbsorb)
    return state


CASES: list[tuple[str, Callable[[], GameState], a.Action, str]] = [
    # Paying for a card: one different untapped building of the named type per symbol.
    ("taps one too many", south_to_play, a.Summon("Unicorn Knight 1", EDGE, (0, 1)), "LS1-7.5"),
    ("taps one twice", south_to_play, a.Summon("Unicorn Knight 7", EDGE, (0, 0)), "LS1-7.5"),
    ("taps no building", south_to_play, a.Summon("Unicorn Knight 1", EDGE, (7,)), "LS1-7.5"),
    ("taps a tapped one", south_to_play, a.Summon("Unicorn Knight 1", EDGE, (3,)), "LS1-7.5"),
    (
        "taps a wrong type",
        south_to_play,
        a.Summon("Unicorn Knight 2", Point(10, 2), (1,)),
        "LS1-7.5",
    ),
    # Cards come from the hand, each played as what it is.
    ("card not in hand", south_to_play, a.Summon("Unicorn Knight 3", EDGE), "LS1-6.5"),
    ("relic as spell", south_to_play, a.CastSpell("Heavy Plate", target=HUNTER), "LS1-6.5"),
    ("free slot replaces", south_to_play, a.Equip("Tower Shield", "Heavy Plate"), "LS1-15.3"),
    ("spell without target", south_to_play, a.CastSpell("Firebolt"), "LS1-2.6"),
    ("spell at nobody", south_to_play, a.CastSpell("Firebolt", target=NOBODY), "LS1-2.6"),
    ("terrain not brought", south_to_play, a.PlaceTerrain("Forest", Point(20, 30)), "LS1-7.1"),
    ("minion without a point", north_to_play, a.CastSpell("Ritual of the Brood"), "LS1-8.5"),
    ("undermine nothing", north_to_play, a.CastSpell("Undermine"), "LS1-2.6"),
    ("undermine no building", north_to_play, a.CastSpell("Undermine", building=1), "LS1-2.6"),
    ("building not brought", construction, a.Build("Tavern"), "LS1-7.1"),
    (
        "five back",
        mulligan,
        a.Mulligan(tuple(f"Unicorn Knight {n}" for n in range(1, 6))),
        "LS1-5.4",
    ),
    # Setting up happens before play: not in the activation phase.
    ("hero placed in play", south_to_play, a.PlaceHero(Point(10, 2)), "LS1-5.2"),
    ("mulligan in play", south_to_play, a.Mulligan(()), "LS1-5.4"),
    # Activations: one creature at a time, the active player's own.
    ("end no activation", south_to_play, a.EndActivation(), "LS1-6.6"),
    ("move nobody", south_to_play, a.Move(NOBODY, (Point(5, 30),)), "LS1-10.1"),
    ("move nowhere", south_to_play, a.Move(KNIGHT, ()), "LS1-10.2"),
    ("move an enemy", south_to_play, a.Move(HUNTER, (Point(10, 30),)), "LS1-6.5"),
    ("nobody fights", south_to_play, a.Fight(NOBODY, HUNTER), "LS1-12.1"),
    ("fight nobody", south_to_play, a.Fight(KNIGHT, NOBODY), "LS1-12.1"),
    ("an enemy fights", south_to_play, a.Fight(HUNTER, KNIGHT), "LS1-6.5"),
    ("fight a friend", south_to_play, a.Fight(KNIGHT, ARCHER), "LS1-12.1"),
    ("character's weapon", south_to_play, a.Fight(KNIGHT, HUNTER, "Tournament Lance"), "LS1-15.1"),
    ("nobody shoots", south_to_play, a.Shoot(NOBODY, SHOOTER), "LS1-13.1"),
    ("shoot nobody", south_to_play, a.Shoot(ARCHER, NOBODY), "LS1-13.2"),
    ("an enemy shoots", south_to_play, a.Shoot(SHOOTER, ARCHER), "LS1-6.5"),
    ("shoot a friend", south_to_play, a.Shoot(ARCHER, KNIGHT), "LS1-13.2"),
    # Answers with no decision waiting for them.
    ("split, no fight", south_to_play, a.Split(1), "LS1-12.3"),
    ("absorb, no hit", south_to_play, a.Absorb(("Heavy Plate",)), "LS1-15.6"),
    ("reveal, no event", south_to_play, a.Reveal("Secret Bribe"), "LS1-17.2"),
    ("let pass, no event", south_to_play, a.LetPass("Secret Bribe"), "LS1-17.2"),
    # A decision is owed: it comes first, and it is answered as the rules say.
    ("split before reveal", fight_declared, a.Split(0), "LS1-17.4"),
    ("reveal another", fight_declared, a.Reveal("Spider Trap"), "LS1-17.4"),
    ("move before split", attacker_splits, a.Move(KNIGHT, (Point(10, 10),)), "LS1-12.3"),
    ("attacker names weapon", attacker_splits, a.Split(1, "Tournament Lance"), "LS1-C.17"),
    ("split before absorb", hit_on_the_lady, a.Split(1), "LS1-15.6"),
    ("absorb no point", hit_on_the_lady, a.Absorb(()), "LS1-15.6"),
]


@pytest.mark.parametrize(
    ("setup", "action", "rule"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_refusal_cites_its_rule_and_changes_nothing(
    setup: Callable[[], GameState], action: a.Action, rule: str
) -> None:
    state = setup()
    before = snapshot(state)
    with pytest.raises(RuleViolation) as refusal:
        apply_as(state, state.deciding, action, ScriptedDice([]))
    assert refusal.value.rule_id == rule
    assert snapshot(state) == before


@pytest.mark.parametrize(
    ("setup", "rule"),
    [(fight_declared, "LS1-17.2"), (attacker_splits, "LS1-12.3"), (hit_on_the_lady, "LS1-15.6")],
    ids=["reveal owed", "split owed", "relics owed"],
)
def test_only_the_player_who_owes_the_decision_answers_it(
    setup: Callable[[], GameState], rule: str
) -> None:
    """The tactic's player reveals (LS1-17.2), each side splits its own dice (LS1-12.3),
    the hero's player names the relics (LS1-15.6)."""
    state = setup()
    before = snapshot(state)
    with pytest.raises(RuleViolation) as refusal:
        apply_as(state, state.deciding.opponent, a.EndTurn(), ScriptedDice([]))
    assert refusal.value.rule_id == rule
    assert snapshot(state) == before


def test_an_order_of_relics_names_each_relic_with_tokens_once() -> None:
    """LS1-C.19: an order names every relic holding tokens, each once."""
    state = hit_on_the_lady()
    assert points_in_order(state, ("Tower Shield", "Heavy Plate")) == ("Tower Shield",)
    for order in (("Heavy Plate",), ("Heavy Plate", "Heavy Plate", "Tower Shield")):
        with pytest.raises(RuleViolation) as refusal:
            points_in_order(state, order)
        assert refusal.value.rule_id == "LS1-C.19"


def camps(**south: object) -> dict[Player, Camp]:
    return {SOUTH: Camp(hero=LADY, **south), NORTH: Camp(hero=QUEEN)}  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("creatures", "camps_", "rule"),
    [
        ((*HEROES, Creature(3, LADY, SOUTH, Point(10, 2))), camps(), "LS1-2.3"),
        (HEROES, camps(city=(Building("Fairy Garden"), Building("Fairy Garden"))), "LS1-7.4"),
        (HEROES[1:], camps(relics=(Relic("Heavy Plate", tokens=4),)), "LS1-15.1"),
    ],
    ids=["two heroes", "unique building twice", "relic without a hero"],
)
def test_a_position_no_game_reaches_is_refused(
    creatures: tuple[Creature, ...], camps_: dict[Player, Camp], rule: str
) -> None:
    with pytest.raises(RuleViolation) as refusal:
        position(SAMPLE, creatures, camps_)
    assert refusal.value.rule_id == rule


@pytest.mark.parametrize(
    "heroes", [(), HEROES[:1], HEROES[1:]], ids=["neither", "north missing", "south missing"]
)
def test_a_position_without_a_hero_is_hypothetical(heroes: tuple[Creature, ...]) -> None:
    """LS1-1.1: each player brings one hero, on the table for the whole game."""
    note = hypothetical(position(SAMPLE, heroes, camps()))
    assert note is not None and note.rule_id == "LS1-1.1"
    assert hypothetical(position(SAMPLE, HEROES, camps())) is None
