"""Hand-set positions: a game in its activation phase, built from what a test states.

A position names the cards on the Battlefield (card, player, hex), what lies in each zone
and the counters; everything it does not name is empty. The sample's cards are the default
pool. A position is a state the rules could reach in play (the heroes stand; the counts
obey the limits): :func:`position` refuses one that breaks the invariants.

>>> from engine.signum.warseer.battlefield import Player
>>> state = position(
...     [("Warden of the Vale", Player.SOUTH, "e1"), ("Ash Seer", Player.NORTH, "f8")],
...     power={Player.SOUTH: 3},
... )
>>> state.player(Player.SOUTH).power, state.phase.value, len(state.creatures)
(3, 'activation', 2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.signum.cards import card_name
from engine.signum.piles import Pile
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.cards import CardPool, RelicCard
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.invariants import check_state
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.sample import FEATS_DECK, sample_pool
from engine.signum.warseer.state import GameState, Kind, Phase, PlayerState, Relic
from engine.signum.warseer.terrain import terrain_named
from engine.signum.warseer.tokens import TokenKind

Zones = Mapping[Player, Sequence[str]]


def _worn(pool: CardPool, name: str) -> Relic:
    """A relic as it is equipped: its Armour tokens and Multiple Uses markers."""
    card = pool[name]
    assert isinstance(card, RelicCard)
    return Relic(name, armour=card.armour, uses=card.uses)


def check_position(state: GameState) -> None:
    """Raise the RuleViolation naming the rule for a hand-set position no game can reach:
    a value past a bound the rules set (Power, wounds, tokens, relics, heroes, hexes)."""
    pool = state.cards
    assert isinstance(pool, CardPool)
    for creature in state.creatures:
        where = {"name": Term("card", creature.name), "at": creature.at.label}
        if not 0 <= creature.wounds < creature.health:
            raise RuleViolation(
                "LS2-7.6",
                "{name} on {at} would have been eliminated with {wounds} wounds",
                **where,
                wounds=creature.wounds,
            )
        for kind in (TokenKind.STUN, TokenKind.POISON, TokenKind.DISEASE):
            if creature.tokens.count(kind) > 1:
                raise RuleViolation(
                    "LS2-10.2",
                    "{name} on {at} holds {n} {kind} tokens; at most 1",
                    **where,
                    n=creature.tokens.count(kind),
                    kind=Term("token", kind.value),
                )
        terrain = state.battlefield.terrain_at(creature.at)
        if terrain is not None and terrain.impassable:
            raise RuleViolation("LS2-12.28", "{name} on {at} stands on Impassable terrain", **where)
    for player in Player:
        tablet = state.player(player)
        who = Term("player", player.value)
        cap = state.ruleset.power_cap
        if not 0 <= tablet.power <= cap:
            rule = "LS2-C.59" if tablet.power > cap else "LS2-2.3"
            raise RuleViolation(
                rule,
                "{player} would have {n} Power; it lies between 0 and {cap}",
                player=who,
                n=tablet.power,
                cap=cap,
            )
        heroes = [c for c in state.creatures_of(player) if c.kind is Kind.HERO]
        if len(heroes) > 1:
            raise RuleViolation("LS2-3.1", "{player} has {n} heroes", player=who, n=len(heroes))
        names = [r.card for r in tablet.relics]
        limit = state.ruleset.relic_limit
        if len(names) > limit or len(set(names)) < len(names):
            raise RuleViolation(
                "LS2-1.16",
                "{player}'s hero would carry {relics}: at most {limit}, never two identical",
                player=who,
                relics=tuple(card_name(name) for name in names),
                limit=limit,
            )
        for relic in tablet.relics:
            card = pool[relic.card]
            if not isinstance(card, RelicCard):
                raise ValueError(f"{relic.card} is not a relic card")
            if not (relic.armour <= card.armour and (relic.armour > 0 or not card.armour)):
                raise RuleViolation(
                    "LS2-1.17",
                    "{card} would hold {n} armour tokens; it holds 1 to {most} while worn",
                    card=Term("card", relic.card),
                    n=relic.armour,
                    most=card.armour,
                )
            if not (relic.uses <= card.uses and (relic.uses > 0 or not card.uses)):
                raise RuleViolation(
                    "LS2-1.18",
                    "{card} would have {n} markers; it has 1 to {most} while worn",
                    card=Term("card", relic.card),
                    n=relic.uses,
                    most=card.uses,
                )


def hypothetical(state: GameState) -> RuleViolation | None:
    """Why a position is one that no dealt game shows (a reason with its rule), or None;
    play goes on from it all the same. Each player's hero stands on the Battlefield from
    the set-up until it is destroyed, which ends the game (LS2-3.4, LS2-11.7).

    >>> state = opening()
    >>> hypothetical(state) is None
    True
    >>> south = next(c for c in state.creatures if c.kind is Kind.HERO and c.owner.value == "south")
    >>> hypothetical(state.without_creature(south.id)).reason
    'the south player has no hero on the Battlefield'
    """
    missing = [p for p in Player if not any(c.kind is Kind.HERO for c in state.creatures_of(p))]
    if len(missing) == 2:
        return RuleViolation("LS2-3.4", "neither player has a hero on the Battlefield")
    if missing:
        return RuleViolation(
            "LS2-3.4",
            "the {player} player has no hero on the Battlefield",
            player=Term("player", missing[0].value),
        )
    return None


def position(
    creatures: Sequence[tuple[str, Player, str]],
    *,
    cards: CardPool | None = None,
    hand: Zones | None = None,
    feats_hand: Zones | None = None,
    deck: Zones | None = None,
    history: Zones | None = None,
    war_camp: Zones | None = None,
    power: Mapping[Player, int] | None = None,
    relics: Zones | None = None,
    feats_deck: Sequence[str] = FEATS_DECK,
    terrain: Mapping[str, str] | None = None,
    active: Player = Player.SOUTH,
    turn: int = 1,
    ruleset: Ruleset = DEFAULT_RULESET,
) -> GameState:
    """A position in ``active``'s activation phase (see the module docstring)."""
    pool = cards if cards is not None else sample_pool(0)[0]
    field = Battlefield.empty(ruleset)
    for at, kind in (terrain or {}).items():
        field = field.with_terrain(Hex.parse(at), terrain_named(kind))
    players = {}
    for player in Player:
        players[player] = PlayerState(
            hero="",
            hand=Pile(tuple((hand or {}).get(player, ()))),
            feats_hand=Pile(tuple((feats_hand or {}).get(player, ()))),
            deck=Pile(tuple((deck or {}).get(player, ()))),
            history=Pile(tuple((history or {}).get(player, ()))),
            war_camp=tuple((war_camp or {}).get(player, ())),
            power=(power or {}).get(player, 0),
            relics=tuple(_worn(pool, name) for name in (relics or {}).get(player, ())),
            returned=True,
        )
    state = GameState(
        field,
        players,
        phase=Phase.ACTIVATION,
        ruleset=ruleset,
        feats_deck=Pile(tuple(feats_deck)),
        cards=pool,
        active=active,
        turn=turn,
    )
    for name, owner, at in creatures:
        card = pool.creature(name)
        state = state.with_creature(card.creature(state.next_id, owner, Hex.parse(at)))
        if card.type.value == "hero":
            state = state.with_player(owner, hero=name)
    state = replace(state, log=())
    check_state(state)
    return state


# The golden positions of the legal-action counts (tests/proof/test_ls2_perft.py).


def opening() -> GameState:
    """South's first turn of sample game 7, the starting hands formed."""
    from engine.core.dice import SeededDice
    from engine.signum.warseer.actions import ReturnCards
    from engine.signum.warseer.game import apply
    from engine.signum.warseer.sample import sample_game

    dice = SeededDice(7)
    state = sample_game(dice)
    for _ in Player:
        state = apply(state, ReturnCards(state.player(state.active).hand.cards[:3]), dice)
    return state


def clash() -> GameState:
    """Two warbands in contact in the middle, south's Warden under activation."""
    from engine.signum.warseer.actions import Activate
    from engine.signum.warseer.dice import scripted
    from engine.signum.warseer.game import apply

    state = position(
        [
            ("Warden of the Vale", Player.SOUTH, "e4"),
            ("Ash Seer", Player.NORTH, "e6"),
            ("South 1", Player.SOUTH, "d4"),
            ("North 2", Player.NORTH, "e5"),
            ("North 4", Player.NORTH, "f5"),
        ],
        terrain={"c4": "forest", "f4": "impassable"},
        hand={Player.SOUTH: ["Firebolt", "Stoneskin"], Player.NORTH: ["Parry"]},
        power={Player.SOUTH: 2},
    )
    return apply(state, Activate(1), scripted([]))


def tactics() -> GameState:
    """North holds three tactics, south has cards to play and a summon to make."""
    return position(
        [
            ("Warden of the Vale", Player.SOUTH, "e2"),
            ("Ash Seer", Player.NORTH, "e3"),
            ("South 3", Player.SOUTH, "d2"),
        ],
        hand={
            Player.SOUTH: ["Firebolt", "Stoneskin"],
            Player.NORTH: ["Parry", "Riposte", "Ambuscade"],
        },
        war_camp={Player.SOUTH: ["South 1", "South 2"]},
        power={Player.SOUTH: 2, Player.NORTH: 2},
    )


def feats() -> GameState:
    """Feats in hand, a spell to destroy a character with, and Power for an Achievement."""
    return position(
        [
            ("Warden of the Vale", Player.SOUTH, "e1"),
            ("Ash Seer", Player.NORTH, "f8"),
            ("North 1", Player.NORTH, "c7"),
            ("South 1", Player.SOUTH, "c2"),
            ("South 2", Player.SOUTH, "d2"),
        ],
        hand={Player.SOUTH: ["Firebolt", "Firebolt"]},
        feats_hand={Player.SOUTH: ["First Blood", "Giant Slayer", "Warband", "Treasury"]},
        power={Player.SOUTH: 4},
    )


def tablet() -> GameState:
    """Relics, buildings and Enchantments: uses, bonuses and the end-of-turn order."""
    from engine.core.dice import SeededDice
    from engine.signum.warseer.actions import Build, CastSpell, Equip
    from engine.signum.warseer.game import apply

    state = position(
        [
            ("Warden of the Vale", Player.SOUTH, "e1"),
            ("Ash Seer", Player.NORTH, "f8"),
            ("South 4", Player.SOUTH, "b2"),
        ],
        hand={
            Player.SOUTH: ["Healing Charm", "Forge", "Regrowth", "Slow Rot", "Grove", "War Horn"]
        },
        power={Player.SOUTH: 6},
    )
    dice = SeededDice(0)
    for action in (
        Equip("Healing Charm"),
        Build("Forge"),
        CastSpell("Regrowth", target=3),
        CastSpell("Slow Rot", target=2),
    ):
        state = apply(state, action, dice)
    return state


def limits() -> GameState:
    """The turn's limits at once: a summon, a discard of each kind, the third relic and an
    identical one in hand, with just the Power for the summon."""
    return position(
        [("Warden of the Vale", Player.SOUTH, "e1"), ("Ash Seer", Player.NORTH, "f8")],
        war_camp={Player.SOUTH: ["South 1", "South 4"]},
        hand={Player.SOUTH: ["Chain Mail", "Iron Helm", "Banner of the Vale", "Firebolt"]},
        feats_hand={Player.SOUTH: ["Warband", "Chronicle"]},
        relics={Player.SOUTH: ["Banner of the Vale"]},
        power={Player.SOUTH: 2},
    )


GOLDEN = {
    "limits": limits,
    "opening": opening,
    "clash": clash,
    "tactics": tactics,
    "feats": feats,
    "tablet": tablet,
}
"""The golden positions by name, each built by a function of this module."""
