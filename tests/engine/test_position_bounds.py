"""A hand-set position is checked against every bound the rules set, on both sides: at the
bound it is played; one past it is refused under the rule that sets the bound.

Classic (LS1): creatures a player has on the table, cards in hand, buildings in the City,
Prosperity, wounds against Health, relics of a class against the hero's symbols, a
Durability relic's armour tokens and a weapon's uses against its card. Warseer (LS2):
Power, wounds against Health, Stun/Poison/Disease tokens, relics worn, a relic's Armour
tokens and Multiple Uses markers against its card, heroes, Impassable hexes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from engine.core.errors import RuleViolation
from engine.signum.classic.positions import position as classic_position
from engine.signum.classic.sample import SAMPLE
from engine.signum.classic.state import Building, Camp, Creature, GameState, Relic
from engine.signum.classic.table import Player, Point
from engine.signum.piles import Pile
from engine.signum.warseer import positions as ls2
from engine.signum.warseer.battlefield import Player as Army
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import GameState as WarseerState
from engine.signum.warseer.terrain import IMPASSABLE

LADY = "Lady of the Unicorn"  # health 6; slots: a melee weapon, an armour, a shield
KNIGHT = "Unicorn Knight 1"


def classic(*, creatures: int = 1, wounds: int = 0, **camp: object) -> GameState:
    """A south camp with ``camp``'s fields, the Lady and ``creatures - 1`` knights in a row."""
    lady = Creature(1, LADY, Player.SOUTH, Point(5, 2), wounds=wounds)
    knights = [
        Creature(n + 2, KNIGHT, Player.SOUTH, Point(12 + 5 * n, 10)) for n in range(creatures - 1)
    ]
    camps = {Player.SOUTH: Camp(hero=LADY, **camp), Player.NORTH: Camp(hero="")}  # type: ignore[arg-type]
    return classic_position(SAMPLE, [lady, *knights], camps)


CLASSIC: dict[str, tuple[str, Callable[[bool], GameState]]] = {
    "creatures": ("LS1-8.4", lambda past: classic(creatures=9 if past else 8)),
    "hand": ("LS1-6.3", lambda past: classic(hand=Pile((KNIGHT,) * (11 if past else 10)))),
    "city": (
        "LS1-7.3",
        lambda past: classic(city=tuple(Building("Barracks") for _ in range(13 if past else 12))),
    ),
    "prosperity": ("LS1-7.6", lambda past: classic(prosperity=-1 if past else 0)),
    "wounds": ("LS1-14.3", lambda past: classic(wounds=6 if past else 5)),
    "relic slots": (
        "LS1-15.2",
        lambda past: classic(
            relics=(Relic("Heavy Plate", 4), *((Relic("Web Mail", 2),) if past else ()))
        ),
    ),
    "durability tokens": (
        "LS1-15.7",
        lambda past: classic(relics=(Relic("Heavy Plate", 5 if past else 4),)),
    ),
    "no durability left": (
        "LS1-15.7",
        lambda past: classic(relics=(Relic("Heavy Plate", 0 if past else 1),)),
    ),
    "weapon uses": (
        "LS1-15.4",
        lambda past: classic(relics=(Relic("Tournament Lance", uses=2 if past else 1),)),
    ),
}


@pytest.mark.parametrize("bound", CLASSIC)
def test_a_classic_position_at_each_bound_is_played_and_past_it_is_refused(bound: str) -> None:
    rule, build = CLASSIC[bound]
    build(False)
    with pytest.raises(RuleViolation) as refusal:
        build(True)
    assert refusal.value.rule_id == rule


def warseer(change: Callable[[WarseerState], WarseerState] = lambda s: s) -> None:
    """The sample's two heroes on the Battlefield, changed by ``change``, then checked."""
    state = ls2.position(
        [("Warden of the Vale", Army.SOUTH, "c1"), ("Ash Seer", Army.NORTH, "c8")],
        relics={Army.SOUTH: ("Chain Mail", "Iron Helm")},
    )
    ls2.check_position(change(state))


def south(state: WarseerState, **fields: object) -> WarseerState:
    return state.with_player(Army.SOUTH, **fields)


def warden(state: WarseerState, **tokens: int) -> WarseerState:
    hero = next(c for c in state.creatures if c.owner is Army.SOUTH)
    return state.with_creature(hero.with_tokens(**tokens))


def relics(state: WarseerState, *worn: tuple[str, int, int]) -> WarseerState:
    from engine.signum.warseer.state import Relic as Worn

    return south(state, relics=tuple(Worn(n, armour=a, uses=u) for n, a, u in worn))


WARSEER: dict[str, tuple[str, Callable[[bool], Callable[[WarseerState], WarseerState]]]] = {
    "power cap": ("LS2-C.59", lambda past: lambda s: south(s, power=11 if past else 10)),
    "power floor": ("LS2-2.3", lambda past: lambda s: south(s, power=-1 if past else 0)),
    "wounds": ("LS2-7.6", lambda past: lambda s: warden(s, wounds=6 if past else 5)),
    "stun tokens": ("LS2-10.2", lambda past: lambda s: warden(s, stun=2 if past else 1)),
    "poison tokens": ("LS2-10.2", lambda past: lambda s: warden(s, poison=2 if past else 1)),
    "disease tokens": ("LS2-10.2", lambda past: lambda s: warden(s, disease=2 if past else 1)),
    "relics worn": (
        "LS2-1.16",
        lambda past: (
            lambda s: relics(
                s,
                ("Chain Mail", 2, 0),
                ("Iron Helm", 1, 0),
                ("Signet Ring", 0, 0),
                *((("Bone Amulet", 0, 0),) if past else ()),
            )
        ),
    ),
    "identical relics": (
        "LS2-1.16",
        lambda past: (
            lambda s: relics(s, ("Iron Helm", 1, 0), ("Iron Helm" if past else "Chain Mail", 1, 0))
        ),
    ),
    "relic armour": (
        "LS2-1.17",
        lambda past: lambda s: relics(s, ("Chain Mail", 3 if past else 2, 0)),
    ),
    "relic emptied": (
        "LS2-1.17",
        lambda past: lambda s: relics(s, ("Chain Mail", 0 if past else 1, 0)),
    ),
    "relic markers": (
        "LS2-1.18",
        lambda past: lambda s: relics(s, ("Healing Charm", 0, 3 if past else 2)),
    ),
    "heroes": (
        "LS2-3.1",
        lambda past: (
            lambda s: (
                s.with_creature(
                    replace(
                        next(c for c in s.creatures if c.owner is Army.SOUTH),
                        id=s.next_id,
                        at=Hex.parse("e1" if past else "c1"),
                    )
                )
                if past
                else s
            )
        ),
    ),
    "impassable": (
        "LS2-12.28",
        lambda past: (
            lambda s: replace(
                s,
                battlefield=s.battlefield.with_terrain(
                    Hex.parse("c1" if past else "d1"), IMPASSABLE
                ),
            )
        ),
    ),
}


@pytest.mark.parametrize("bound", WARSEER)
def test_a_warseer_position_at_each_bound_is_played_and_past_it_is_refused(bound: str) -> None:
    rule, change = WARSEER[bound]
    warseer(change(False))
    with pytest.raises(RuleViolation) as refusal:
        warseer(change(True))
    assert refusal.value.rule_id == rule
