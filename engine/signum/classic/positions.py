"""Set-up positions: a state built from a description, checked like a state of play.

:func:`position` and :func:`~engine.signum.classic.snapshot.restore` share one check,
:func:`check_position`: ``ValueError`` for malformed input (a card that does not exist,
a creature card used as a relic), ``RuleViolation`` naming the rule for a position no game
reaches (bases overlapping or off the table, nine creatures, eleven cards in hand, a
relic without a slot). A position without both heroes is played, and is *hypothetical*
(:func:`hypothetical` says why).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    BuildingCard,
    CardPool,
    CreatureCard,
    RelicCard,
    TacticCard,
    TerrainCard,
)
from engine.signum.classic.geometry import on_table, overlapping
from engine.signum.classic.relics import wearer
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.state import (
    Camp,
    Creature,
    GameState,
    Phase,
    Template,
    freeze_camps,
    sorted_creatures,
)
from engine.signum.classic.table import Player
from engine.signum.classic.terrain import template_polygon


def _require_type(cards: CardPool, name: str, kind: type, what: str) -> None:
    if name not in cards:
        raise ValueError(f"no card is named {name!r}")
    if not isinstance(cards[name], kind):
        raise ValueError(f"{name} is not a {what} card")


def _past_limit(player: Player, n: int, limit: int) -> dict[str, FieldValue] | None:
    """A player's count past the rules' limit as the fields of a reason (``{player}``, ``{n}``,
    ``{limit}``); None within it.

    >>> _past_limit(Player.SOUTH, 9, 8)
    {'player': Term(context='player', word='south'), 'n': 9, 'limit': 8}
    >>> _past_limit(Player.SOUTH, 8, 8) is None
    True
    """
    if n <= limit:
        return None
    return {"player": Term("player", player.value), "n": n, "limit": limit}


def check_position(state: GameState) -> None:
    """Raise unless ``state`` is one that play can reach and go on from (see the docstring)."""
    cards, ruleset, tol = state.cards, state.ruleset, state.ruleset.tolerance
    ids = [c.id for c in state.creatures]
    if len(set(ids)) != len(ids) or any(i >= state.next_id for i in ids):
        raise ValueError("creature ids must be distinct and below next_id")
    for creature in state.creatures:
        _require_type(cards, creature.card, CreatureCard, "creature")
        card = cards.creature(creature.card)
        disc = state.disc(creature)
        if not on_table(disc, ruleset.table_size, tol):
            raise RuleViolation(
                "LS1-4.1",
                "{name} at {at} does not lie wholly on the table",
                name=Term("card", creature.card),
                at=creature.at.label,
            )
        if not 0 <= creature.wounds < card.health:
            raise RuleViolation(
                "LS1-14.3",
                "{name} at {at} would have died of {wounds} wounds",
                name=Term("card", creature.card),
                at=creature.at.label,
                wounds=creature.wounds,
            )
        if creature.armour < 0 or creature.fights < 0:
            raise ValueError("tokens cannot be negative")
    for i, first in enumerate(state.creatures):
        for second in state.creatures[i + 1 :]:
            if overlapping(state.disc(first), state.disc(second), tol):
                raise RuleViolation(
                    "LS1-10.3",
                    "{name} at {at} overlaps {other} at {other_at}",
                    name=Term("card", first.card),
                    at=first.at.label,
                    other=Term("card", second.card),
                    other_at=second.at.label,
                )
    for player in Player:
        camp = state.camp(player)
        if past := _past_limit(player, len(state.creatures_of(player)), ruleset.creature_limit):
            raise RuleViolation("LS1-8.4", "{player} has {n} creatures; at most {limit}", **past)
        heroes = [
            c for c in state.creatures_of(player) if cards.creature(c.card).type is CardType.HERO
        ]
        if len(heroes) > 1:
            raise RuleViolation(
                "LS1-2.3", "{player} has two heroes", player=Term("player", player.value)
            )
        if past := _past_limit(player, len(camp.hand), ruleset.hand_limit):
            raise RuleViolation("LS1-6.3", "{player} holds {n} cards; at most {limit}", **past)
        if past := _past_limit(player, len(camp.city), ruleset.building_limit):
            raise RuleViolation(
                "LS1-7.3", "{player}'s City holds {n} buildings; at most {limit}", **past
            )
        if camp.prosperity < 0:
            raise RuleViolation("LS1-7.6", "Prosperity never drops below 0")
        for name in (*camp.deck, *camp.hand, *camp.graveyard):
            if name not in cards:
                raise ValueError(f"no card is named {name!r}")
        for building in camp.city:
            _require_type(cards, building.card, BuildingCard, "building")
        kinds = Counter(cards[b.card].kind for b in camp.city if cards[b.card].unique)  # type: ignore[union-attr]
        if any(n > 1 for n in kinds.values()):
            raise RuleViolation("LS1-7.4", "a City holds at most one of each unique building")
        for hidden in camp.tactics:
            _require_type(cards, hidden.card, TacticCard, "tactic")
        check_relics(state, player)
    for template in state.templates:
        _require_type(cards, template.card, TerrainCard, "terrain")
        template_polygon(state, template)


def check_relics(state: GameState, player: Player) -> None:
    """The hero wears at most as many relics of a class as its card shows symbols (LS1-15.2)."""
    relics = state.camp(player).relics
    if not relics:
        return
    hero = wearer(state, player)
    card = state.cards.creature(hero.card)
    worn: Counter[object] = Counter()
    for relic in relics:
        _require_type(state.cards, relic.card, RelicCard, "relic")
        relic_card = state.cards[relic.card]
        assert isinstance(relic_card, RelicCard)
        worn[relic_card.relic_class] += 1
        if relic_card.durability is not None and not 0 < relic.tokens <= relic_card.durability:
            raise RuleViolation(
                "LS1-15.7",
                "{card} holds {n} armour tokens",
                card=Term("card", relic.card),
                n=relic.tokens,
            )
        if relic_card.uses is not None and not 0 < relic.uses <= relic_card.uses:
            raise RuleViolation(
                "LS1-15.4", "{card} has {n} uses left", card=Term("card", relic.card), n=relic.uses
            )
    for relic_class, n in worn.items():
        if n > card.slots(relic_class):  # type: ignore[arg-type]
            raise RuleViolation(
                "LS1-15.2",
                "{hero} wears {n} relics of the class {relic_class}",
                hero=Term("card", hero.card),
                n=n,
                relic_class=Term("relic class", str(relic_class)),
            )


def position(
    cards: CardPool,
    creatures: Sequence[Creature],
    camps: Mapping[Player, Camp],
    *,
    active: Player = Player.SOUTH,
    phase: Phase = Phase.ACTIVATION,
    first: Player | None = None,
    templates: Sequence[Template] = (),
    turn: int = 1,
    ruleset: Ruleset = DEFAULT_RULESET,
) -> GameState:
    """A state from a description, checked (see the module's docstring)."""
    ordered = sorted_creatures(creatures)
    state = GameState(
        cards=cards,
        camps=freeze_camps(camps),
        creatures=ordered,
        first=first or active,
        active=active,
        phase=phase,
        ruleset=ruleset,
        templates=tuple(templates),
        turn=turn,
        next_id=max((c.id for c in ordered), default=0) + 1,
    )
    check_position(state)
    return state


def hypothetical(state: GameState) -> RuleViolation | None:
    """Why a position is one that a dealt game would not show (a reason with its rule), or
    None. Play goes on from it all the same.

    >>> from engine.signum.classic.sample import SAMPLE
    >>> empty = position(SAMPLE, [], {p: Camp(hero="") for p in Player})
    >>> hypothetical(empty).reason
    'neither player has a hero on the table'
    """
    if state.phase is Phase.HEROES:
        return None
    missing = [p for p in Player if state.hero_of(p) is None]
    if len(missing) == 2:
        return RuleViolation("LS1-1.1", "neither player has a hero on the table")
    if missing:
        return RuleViolation(
            "LS1-1.1",
            "the {player} player has no hero on the table",
            player=Term("player", missing[0].value),
        )
    return None
