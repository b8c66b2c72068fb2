"""The City (LS1-7): building, paying for cards by Prosperity and tapped buildings."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import card_name
from engine.signum.classic.cards import ANY_BUILDING, BuildingCard, Cost
from engine.signum.classic.state import Building, GameState, Phase
from engine.signum.classic.table import Player


def building_card(state: GameState, name: str) -> BuildingCard:
    card = state.cards[name]
    assert isinstance(card, BuildingCard)
    return card


def kind_of(state: GameState, building: Building) -> str:
    return building_card(state, building.card).kind


def tap_plan(
    state: GameState, player: Player, cost: Cost, taps: tuple[int, ...] | None
) -> tuple[int, ...]:
    """The City indexes to tap for ``cost``'s building symbols (LS1-7.5, LS1-C.25).

    ``taps`` gives one index per symbol, in the card's order; None lets the engine take
    the first untapped buildings that fit, the named types before *any*.
    """
    city = state.camp(player).city
    symbols = cost.buildings
    if taps is not None:
        if len(taps) != len(symbols) or len(set(taps)) != len(taps):
            raise RuleViolation(
                "LS1-7.5",
                "the card needs {n:plural:building|buildings}, each a different one",
                n=len(symbols),
            )
        for index, symbol in zip(taps, symbols, strict=True):
            if not 0 <= index < len(city) or city[index].tapped:
                raise RuleViolation(
                    "LS1-7.5", "building {index} of the City is not there untapped", index=index + 1
                )
            if symbol != ANY_BUILDING and kind_of(state, city[index]) != symbol:
                raise RuleViolation(
                    "LS1-7.5",
                    "building {index} of the City is not a {kind}",
                    index=index + 1,
                    kind=card_name(symbol),
                )
        return taps
    chosen: dict[int, int] = {}
    order = sorted(range(len(symbols)), key=lambda i: symbols[i] == ANY_BUILDING)
    for i in order:
        symbol = symbols[i]
        index = next(
            (
                j
                for j, b in enumerate(city)
                if not b.tapped
                and j not in chosen.values()
                and (symbol == ANY_BUILDING or kind_of(state, b) == symbol)
            ),
            None,
        )
        if index is None:
            raise RuleViolation(
                "LS1-7.5",
                "no untapped building is left for the symbol {kind}",
                kind=Term("card", symbol),
            )
        chosen[i] = index
    return tuple(chosen[i] for i in range(len(symbols)))


def check_payment(
    state: GameState, player: Player, cost: Cost, taps: tuple[int, ...] | None
) -> tuple[int, ...]:
    """Raise unless ``player`` can pay ``cost`` (LS1-7.5, LS1-7.6); the buildings to tap."""
    prosperity = state.camp(player).prosperity
    if cost.prosperity > prosperity:
        raise RuleViolation(
            "LS1-7.6",
            "the card costs {cost} Prosperity and only {have} is left",
            cost=cost.prosperity,
            have=prosperity,
        )
    return tap_plan(state, player, cost, taps)


def pay(state: GameState, player: Player, cost: Cost, taps: tuple[int, ...]) -> GameState:
    camp = state.camp(player)
    city = tuple(replace(b, tapped=True) if i in taps else b for i, b in enumerate(camp.city))
    return state.with_camp(player, prosperity=camp.prosperity - cost.prosperity, city=city)


def check_build(state: GameState, name: str) -> BuildingCard:
    """Raise unless the active player may build ``name`` now (LS1-6.4, LS1-7.1–LS1-7.4)."""
    camp = state.camp(state.active)
    if name not in camp.buildings:
        raise RuleViolation(
            "LS1-7.1", "{card} is not among the building cards brought", card=Term("card", name)
        )
    card = building_card(state, name)
    if len(camp.city) >= state.ruleset.building_limit:
        raise RuleViolation(
            "LS1-7.3", "the City already holds {n} buildings", n=state.ruleset.building_limit
        )
    if card.unique:
        if card.kind in camp.destroyed_unique:
            raise RuleViolation(
                "LS1-7.4",
                "{card} was destroyed and can never be built again",
                card=Term("card", name),
            )
        if any(kind_of(state, b) == card.kind for b in camp.city):
            raise RuleViolation("LS1-7.4", "the City already holds {card}", card=Term("card", name))
    if card.cost > camp.prosperity:
        raise RuleViolation(
            "LS1-7.2",
            "{card} costs {cost} Prosperity and only {have} is left",
            card=Term("card", name),
            cost=card.cost,
            have=camp.prosperity,
        )
    return card


def build(state: GameState, name: str) -> GameState:
    """Pay and build; the activation phase begins (LS1-6.4)."""
    card = building_card(state, name)
    camp = state.camp(state.active)
    buildings = list(camp.buildings)
    buildings.remove(name)
    state = state.with_camp(
        state.active,
        buildings=tuple(buildings),
        city=(*camp.city, Building(name)),
        prosperity=camp.prosperity - card.cost,
    )
    event = Event.of("build", player=state.active.value, card=name)
    return replace(state.logged(event), phase=Phase.ACTIVATION)


def skip_building(state: GameState) -> GameState:
    """No building: take the Prosperity for skipping (LS1-6.4)."""
    camp = state.camp(state.active)
    gain = state.ruleset.prosperity_for_skipping
    state = state.with_camp(state.active, prosperity=camp.prosperity + gain)
    event = Event.of("skip_building", player=state.active.value, prosperity=gain)
    return replace(state.logged(event), phase=Phase.ACTIVATION)


def destroy_building(state: GameState, player: Player, index: int) -> GameState:
    """A building leaves the City; a destroyed unique one is never built again (LS1-7.4)."""
    camp = state.camp(player)
    building = camp.city[index]
    card = building_card(state, building.card)
    destroyed = camp.destroyed_unique | ({card.kind} if card.unique else set())
    return state.with_camp(
        player,
        city=camp.city[:index] + camp.city[index + 1 :],
        destroyed_unique=frozenset(destroyed),
    )
