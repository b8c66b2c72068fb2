"""Then steps: what the battlefield, the creatures, the tablets and the game show afterwards."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from engine.core.errors import RuleViolation, Term
from engine.signum.warseer import attack as fight
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.dice import face_name, parse_face
from engine.signum.warseer.hexes import Hex, distance
from engine.signum.warseer.sight import sees
from engine.signum.warseer.state import Kind, PlayerState
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.signum import as_written, card_list, player_term, same_cards
from rulebook.vocabulary.warseer.fields import then as then_step
from rulebook.vocabulary.warseer.world import World, card_term
from rulebook.vocabulary.world import StepFailed, expect, expect_count, no_breach, present

TOKEN_NAMES = ("stun", "poison", "disease")
Step = TypeVar("Step", bound=Callable[..., Any])


def then(pattern: str) -> Callable[[Step], Step]:
    """A Then step that first settles the dice script (:meth:`World.settle`): a result
    scripted for an action that never rolled it fails the scenario here."""

    def decorate(function: Step) -> Step:
        @functools.wraps(function)
        def step(**arguments: Any) -> Any:
            arguments["ls2_world"].settle()
            return function(**arguments)

        # stacklevel=3: one frame more than a plain step, so the fixture lands here too.
        return then_step(pattern, stacklevel=3)(step)  # type: ignore[return-value]

    return decorate


# Then: creatures


@then("the creature on {hex:Hex} has {number:plural:wound|wounds}")
def _(ls2_world: World, hex: str, number: int) -> None:
    wounds = ls2_world.at(hex).wounds
    expect_count(wounds, number, "the creature on {at} has {wounds:plural:wound|wounds}", at=hex)


@then("the creature on {hex:Hex} has {number:plural:armour token|armour tokens}")
def _(ls2_world: World, hex: str, number: int) -> None:
    armour = ls2_world.at(hex).armour
    expect_count(
        armour,
        number,
        "the creature on {at} has {armour:plural:armour token|armour tokens}",
        at=hex,
    )


@then("the creature on {hex:Hex} has the tokens: {tokens:Tokens}")
def _(ls2_world: World, hex: str, tokens: list[str]) -> None:
    held = ls2_world.at(hex).tokens
    found = [name for name in TOKEN_NAMES if getattr(held, name)]
    expect(
        sorted(found) == sorted(listed(tokens)),
        "the creature on {at} has the tokens: {tokens}",
        at=hex,
        tokens=as_written("Tokens", ", ".join(found) or "-"),
    )


@then("{card:Name} stands on {hex:Hex}")
def _(ls2_world: World, card: str, hex: str) -> None:
    found = [c for c in ls2_world.state.creatures if c.name == card]
    if not found:
        raise StepFailed("{card} is not on the battlefield", card=card_term(card))
    expect(
        any(c.at == Hex.parse(hex) for c in found),
        "{card} stands on {where}",
        card=card_term(card),
        where=", ".join(c.at.label for c in found),
    )


@then("there is no creature on {hex:Hex}")
def _(ls2_world: World, hex: str) -> None:
    found = ls2_world.state.at(Hex.parse(hex))
    if found is not None:
        raise StepFailed("{card} stands on {at}", card=card_term(found.name), at=hex)


@then("the {player:Army} player has a minion on {hex:Hex}")
def _(ls2_world: World, player: str, hex: str) -> None:
    found = ls2_world.state.at(Hex.parse(hex))
    expect(
        found is not None and found.kind is Kind.MINION and found.owner is Player(player),
        "the {player} player has no minion on {at}",
        player=player_term(Player(player)),
        at=hex,
    )


@then("the creature on {hex:Hex} can see the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    state = ls2_world.state
    expect(sees(state, ls2_world.at(hex), ls2_world.at(target)), "every line of sight is blocked")


@then("the creature on {hex:Hex} cannot see the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    state = ls2_world.state
    expect(not sees(state, ls2_world.at(hex), ls2_world.at(target)), "a line of sight is clear")


@then("the hexes {hex:Hex} and {other:Hex} are {number:Number} apart")
def _(ls2_world: World, hex: str, other: str, number: int) -> None:
    gap = distance(Hex.parse(hex), Hex.parse(other))
    expect(gap == number, "the hexes are {gap} apart", gap=gap)


@then("the hex {hex:Hex} holds {kinds:TerrainKinds}")
def _(ls2_world: World, hex: str, kinds: list[str]) -> None:
    terrain = ls2_world.state.battlefield.terrain_at(Hex.parse(hex))
    name = terrain.name if terrain is not None else "-"
    expect(
        terrain is not None and terrain.name.casefold() == kinds[0].casefold(),
        "the hex {at} holds {terrain}",
        at=hex,
        terrain=as_written("TerrainKinds", name),
    )


@then("the activation of the creature on {hex:Hex} is over")
def _(ls2_world: World, hex: str) -> None:
    creature = ls2_world.at(hex)
    state = ls2_world.state
    expect(creature.activated and state.current != creature.id, "its activation goes on")


# Then: the attack under way


@then("the dice show: {faces:Roll}")
def _(ls2_world: World, faces: list[str]) -> None:
    under_way = ls2_world.state.attack
    expect(under_way is not None, "no attack is under way")
    shown = [face_name(die.symbols) for die in under_way.roll.dice]
    wanted = [face_name(parse_face(face)) for face in listed(faces)]
    expect(shown == wanted, "the dice show: {faces}", faces=as_written("Roll", ", ".join(shown)))


@then("the {player:Army} player must push the defender")
def _(ls2_world: World, player: str) -> None:
    state = ls2_world.state
    under_way = state.attack
    expect(
        under_way is not None
        and under_way.step == fight.PUSHING
        and fight.deciding(state) is Player(player),
        "no push waits for the {player} player",
        player=player_term(Player(player)),
    )


# Then: the tablets


def tablet(world: World, player: str) -> PlayerState:
    return world.state.player(Player(player))


@then("the {player:Army} player's Power is {number:Number}")
def _(ls2_world: World, player: str, number: int) -> None:
    power = tablet(ls2_world, player).power
    expect_count(
        power, number, "the {player} player's Power is {power}", player=player_term(Player(player))
    )


@then("the {player:Army} player's Income is {number:Number}")
def _(ls2_world: World, player: str, number: int) -> None:
    from engine.signum.warseer.turn import player_income

    income = player_income(ls2_world.state, Player(player))
    expect_count(
        income,
        number,
        "the {player} player's Income is {income}",
        player=player_term(Player(player)),
    )


@then("the {player:Army} player has {number:plural:victory point|victory points}")
def _(ls2_world: World, player: str, number: int) -> None:
    vp = tablet(ls2_world, player).vp
    expect_count(
        vp,
        number,
        "the {player} player has {vp:plural:victory point|victory points}",
        player=player_term(Player(player)),
    )


@then("the {player:Army} player's History holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = tablet(ls2_world, player).history.cards
    same_cards(held, cards, "the {player} player's History holds: {cards}", Player(player))


@then("the {player:Army} player's War Camp holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = tablet(ls2_world, player).war_camp
    same_cards(held, cards, "the {player} player's War Camp holds: {cards}", Player(player))


@then("the {player:Army} player holds in hand: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    found = tablet(ls2_world, player)
    held = (*found.hand.cards, *found.feats_hand.cards)
    same_cards(held, cards, "the {player} player holds in hand: {cards}", Player(player))


@then("the {player:Army} player's Battle Deck is, from the top: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    deck = tablet(ls2_world, player).deck.cards
    if list(deck) != listed(cards):
        raise StepFailed(
            "the {player} player's Battle Deck is, from the top: {cards}",
            player=player_term(Player(player)),
            cards=card_list(deck),
        )


@then("the Feats deck is, from the top: {cards:Names}")
def _(ls2_world: World, cards: list[str]) -> None:
    deck = ls2_world.state.feats_deck.cards
    expect(
        list(deck) == listed(cards),
        "the Feats deck is, from the top: {cards}",
        cards=card_list(deck),
    )


@then("the {player:Army} player's hero carries: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = tuple(r.card for r in tablet(ls2_world, player).relics)
    same_cards(held, cards, "the {player} player's hero carries: {cards}", Player(player))


@then("the {player:Army} player's City Zone holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = tuple(b.card for b in tablet(ls2_world, player).city)
    same_cards(held, cards, "the {player} player's City Zone holds: {cards}", Player(player))


@then(
    "the {player:Army} player's Hall of Fame holds {number:plural:face-down feat|face-down feats}"
)
def _(ls2_world: World, player: str, number: int) -> None:
    count = len(tablet(ls2_world, player).face_down_feats)
    expect_count(
        count,
        number,
        "the {player} player's Hall of Fame holds {count:plural:face-down feat|face-down feats}",
        player=player_term(Player(player)),
    )


@then("the {player:Army} player's Hall of Fame shows: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = tablet(ls2_world, player).hall_of_fame.cards
    same_cards(held, cards, "the {player} player's Hall of Fame shows: {cards}", Player(player))


@then("{card:Name} lies on the creature on {hex:Hex}")
def _(ls2_world: World, card: str, hex: str) -> None:
    creature = ls2_world.at(hex)
    state = ls2_world.state
    lying = [
        spell
        for p in Player
        for spell, target in state.player(p).enchantments
        if target == creature.id
    ]
    expect(
        card in lying,
        "{card} is not in play on the creature on {at}",
        card=card_term(card),
        at=hex,
    )


# Then: the game


@then("it is the {player:Army} player's turn")
def _(ls2_world: World, player: str) -> None:
    state = ls2_world.state
    expect(not state.is_over, "the battle is over")
    expect(
        state.active is Player(player),
        "it is the {player} player's turn",
        player=player_term(state.active),
    )


@then("the {player:Army} player wins the battle")
def _(ls2_world: World, player: str) -> None:
    state = ls2_world.state
    expect(state.is_over, "the battle goes on")
    expect(not state.drawn, "the battle ends in a draw")
    assert state.winner is not None
    expect(
        state.winner is Player(player),
        "the {player} player wins the battle",
        player=player_term(state.winner),
    )


@then("the battle ends in a draw")
def _(ls2_world: World) -> None:
    state = ls2_world.state
    expect(state.is_over, "the battle goes on")
    if state.winner is not None:
        raise StepFailed("the {player} player wins the battle", player=player_term(state.winner))


@then("the battle goes on")
def _(ls2_world: World) -> None:
    expect(not ls2_world.state.is_over, "the battle is over")


@then("the result of the battle is: {result:BattleResult}")
def _(ls2_world: World, result: str) -> None:
    state = ls2_world.state
    expect(state.is_over, "the battle goes on")
    found = "a draw" if state.winner is None else f"{state.winner.value} wins"
    expect(
        found == result,
        "the result of the battle is: {result}",
        result=Term("battle result", found),
    )


def found_breaches(world: World) -> list[RuleViolation]:
    return present(world.breaches, "no warband was checked before this step")


@then("the warband is legal")
def _(ls2_world: World) -> None:
    no_breach(found_breaches(ls2_world))


@then("the warband breaks rule {rule:Rule}")
def _(ls2_world: World, rule: str) -> None:
    found = found_breaches(ls2_world)
    expect(
        any(b.rule_id == rule for b in found),
        "the warband breaks no rule {rule}",
        rule=rule,
    )
