"""When steps: creatures move, run, attack, heal, hook; the players answer the attack's
choices (pass, reroll, push, Advance, Swap, Nimble, Slash, Protector, Counterblow, Frenzy),
summon, play and discard cards, and declare the turn over."""

from __future__ import annotations

from engine.signum.warseer import actions as a
from engine.signum.warseer import attack as fight
from engine.signum.warseer import modify
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import Hex
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.signum import player_term
from rulebook.vocabulary.warseer.fields import when
from rulebook.vocabulary.warseer.world import World

# When: a creature's activation


def activated(world: World, label: str) -> int | None:
    """The creature on ``label``, its activation begun (if it had not begun yet)."""
    creature = world.at(label)
    if world.state.current != creature.id and world.state.attack is None:
        world.act(creature.owner, a.Activate(creature.id), settle=False)
        if world.refusal is not None or world.state.find(creature.id) is None:
            return None
        if world.state.current != creature.id:
            return None  # the tokens ended it (Stun); the next action meets its refusal
    return creature.id


def path_of(labels: tuple[str, ...], start: str) -> tuple[Hex, ...]:
    hexes = [Hex.parse(label) for label in labels]
    if hexes and hexes[0] == Hex.parse(start):
        hexes = hexes[1:]
    return tuple(hexes)


@when("the creature on {hex:Hex} is activated")
def _(ls2_world: World, hex: str) -> None:
    creature = ls2_world.at(hex)
    ls2_world.act(creature.owner, a.Activate(creature.id))


@when("the creature on {hex:Hex} skips its activation")
def _(ls2_world: World, hex: str) -> None:
    creature = ls2_world.at(hex)
    ls2_world.act(creature.owner, a.Skip(creature.id))


def walk(world: World, hex: str, path: tuple[str, ...], how: type[a.Move] | type[a.Run]) -> None:
    """Move or run (``how``) along the path a step states, from the hex it names."""
    owner = world.at(hex).owner
    creature = activated(world, hex)
    if creature is not None:
        world.act(owner, how(creature, path_of(path, hex)))
    elif world.refusal is None:
        world.act(owner, how(world.at(hex).id, path_of(path, hex)))


@when("the creature on {hex:Hex} moves along {path:HexPath}")
def _(ls2_world: World, hex: str, path: tuple[str, ...]) -> None:
    walk(ls2_world, hex, path, a.Move)


@when("the creature on {hex:Hex} runs along {path:HexPath}")
def _(ls2_world: World, hex: str, path: tuple[str, ...]) -> None:
    walk(ls2_world, hex, path, a.Run)


def move_to(world: World, hex: str, to: str, run: bool) -> None:
    """Move (or run) by a path the engine finds; a hex it cannot reach is tried as one step,
    for the engine to say why."""
    from engine.signum.warseer.movement import destinations

    owner = world.at(hex).owner
    creature = activated(world, hex)
    if creature is None:
        if world.refusal is None:
            world.act(owner, a.Move(world.at(hex).id, (Hex.parse(to),)))
        return
    path = destinations(world.state, creature, run).get(Hex.parse(to), (Hex.parse(to),))
    world.act(owner, a.Run(creature, path) if run else a.Move(creature, path))


@when("the creature on {hex:Hex} moves to {to:Hex}")
def _(ls2_world: World, hex: str, to: str) -> None:
    move_to(ls2_world, hex, to, run=False)


@when("the creature on {hex:Hex} runs to {to:Hex}")
def _(ls2_world: World, hex: str, to: str) -> None:
    move_to(ls2_world, hex, to, run=True)


@when("the creature on {hex:Hex} ends its activation")
def _(ls2_world: World, hex: str) -> None:
    ls2_world.act(ls2_world.at(hex).owner, a.EndActivation())


def attack(world: World, hex: str, target: str, long_shot: bool = False) -> None:
    owner = world.at(hex).owner
    enemy = world.at(target).id
    creature = activated(world, hex)
    if creature is None and world.refusal is not None:
        return
    creature = world.at(hex).id if creature is None else creature
    action = a.LongShot(creature, enemy) if long_shot else a.Attack(creature, enemy)
    world.act(owner, action)


@when("the creature on {hex:Hex} attacks the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    attack(ls2_world, hex, target)


@when("the creature on {hex:Hex} makes a long shot at the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    attack(ls2_world, hex, target, long_shot=True)


@when("the creature on {hex:Hex} heals the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    owner, friend = ls2_world.at(hex).owner, ls2_world.at(target).id
    creature = activated(ls2_world, hex)
    if creature is not None:
        ls2_world.act(owner, a.Heal(creature, friend))


@when("the creature on {hex:Hex} hooks the creature on {target:Hex} to {to:Hex}")
def _(ls2_world: World, hex: str, target: str, to: str) -> None:
    owner, enemy = ls2_world.at(hex).owner, ls2_world.at(target).id
    creature = activated(ls2_world, hex)
    if creature is not None:
        ls2_world.act(owner, a.Hook(creature, enemy, Hex.parse(to)))


@when("the {player:Army} player pays the Contract of the creature on {hex:Hex}")
def _(ls2_world: World, player: str, hex: str) -> None:
    creature = activated(ls2_world, hex)
    if creature is not None:
        ls2_world.act(Player(player), a.Contract(creature))


# When: the choices of an attack


def deciding(world: World) -> Player:
    """Who answers the attack's current choice (the active player when none is open)."""
    return fight.deciding(world.state) or world.state.active


@when("the {player:Army} player passes")
def _(ls2_world: World, player: str) -> None:
    """Pass in the attack's modification step, or let a window (a tactic's, a Resurgent's
    rise) go by."""
    state = ls2_world.state
    waiting = state.attack is None and bool(state.decisions)
    ls2_world.act(Player(player), a.Pass() if waiting else modify.Pass())


@when("the {player:Army} player raises {card:Name}")
def _(ls2_world: World, player: str, card: str) -> None:
    ls2_world.act(Player(player), a.Rise(card))


@when("both players pass")
def _(ls2_world: World) -> None:
    """The attacker passes, then the defender: the modification step is over."""
    for turn in range(2):
        ls2_world.act(deciding(ls2_world), modify.Pass(), tell=turn == 1)
        if ls2_world.refusal is not None:
            return


@when("the {player:Army} player rerolls the dice: {numbers:Numbers}")
def _(ls2_world: World, player: str, numbers: list[int]) -> None:
    ls2_world.act(Player(player), modify.Reroll(tuple(n - 1 for n in numbers)))


@when("the {player:Army} player pushes the defender to {to:Hex}")
def _(ls2_world: World, player: str, to: str) -> None:
    ls2_world.act(Player(player), fight.PushTo(Hex.parse(to)))


DECLINES = {
    fight.PROTECT: fight.Protect(None),
    fight.ADVANCE: fight.Advance(False),
    fight.SWAP: fight.Swap(False),
    fight.NIMBLE: fight.Nimble(None),
    fight.COUNTER: fight.Counterblow(False),
    fight.FRENZY: fight.Frenzy(False),
}


@when("the {player:Army} player declines")
def _(ls2_world: World, player: str) -> None:
    """The player lets the optional effect the attack offers now go by."""
    under_way = ls2_world.state.attack
    step = under_way.step if under_way is not None else fight.ADVANCE
    ls2_world.act(Player(player), DECLINES.get(step, fight.Advance(False)))


@when("the creature on {hex:Hex} advances")
def _(ls2_world: World, hex: str) -> None:
    ls2_world.act(ls2_world.at(hex).owner, fight.Advance(True))


@when("the creature on {hex:Hex} steps to {to:Hex}")
def _(ls2_world: World, hex: str, to: str) -> None:
    ls2_world.act(ls2_world.at(hex).owner, fight.Nimble(Hex.parse(to)))


@when("the creature on {hex:Hex} swaps places with the creature on {target:Hex}")
def _(ls2_world: World, hex: str, target: str) -> None:
    ls2_world.at(target)
    ls2_world.act(ls2_world.at(hex).owner, fight.Swap(True))


@when("the creature on {hex:Hex} strikes back")
def _(ls2_world: World, hex: str) -> None:
    ls2_world.act(ls2_world.at(hex).owner, fight.Counterblow(True))


@when("the creature on {hex:Hex} attacks again")
def _(ls2_world: World, hex: str) -> None:
    ls2_world.act(ls2_world.at(hex).owner, fight.Frenzy(True))


@when("the creature on {hex:Hex} takes the damage instead")
def _(ls2_world: World, hex: str) -> None:
    guard = ls2_world.at(hex)
    ls2_world.act(guard.owner, fight.Protect(guard.id))


@when("the {player:Army} player slashes the creature on {target:Hex}")
def _(ls2_world: World, player: str, target: str) -> None:
    ls2_world.act(Player(player), fight.SlashAt(ls2_world.at(target).id))


# When: the cards


@when("the {player:Army} player summons {card:Name} on {hex:Hex}")
def _(ls2_world: World, player: str, card: str, hex: str) -> None:
    ls2_world.act(Player(player), a.Summon(card, Hex.parse(hex)))


def play(world: World, player: Player, card: str, target: int | None, at: Hex | None) -> None:
    """Play a card from the hand by its type: a spell, a relic, a building, terrain, a
    tactic (in the window its trigger opened) or a feat."""
    from engine.signum.cards import CardType

    kind = world.card(card).type
    action: object
    if kind is CardType.SPELL:
        action = a.CastSpell(card, target=target, at=at)
    elif kind is CardType.RELIC:
        action = a.Equip(card)
    elif kind is CardType.BUILDING:
        action = a.Build(card)
    elif kind is CardType.TERRAIN:
        action = a.LayTerrain(card, at or Hex(0, 0))
    elif kind is CardType.TACTIC:
        action = a.PlayTactic(card)
    else:
        fallen = world.state.destroyed
        subject = target if target is not None or not fallen else fallen[-1].id
        action = a.PlayFeat(card, subject)
    world.act(player, action)


@when("the {player:Army} player plays {card:Name}")
def _(ls2_world: World, player: str, card: str) -> None:
    play(ls2_world, Player(player), card, None, None)


@when("the {player:Army} player plays {card:Name} on the creature on {target:Hex}")
def _(ls2_world: World, player: str, card: str, target: str) -> None:
    play(ls2_world, Player(player), card, ls2_world.at(target).id, None)


@when("the {player:Army} player plays {card:Name} on {hex:Hex}")
def _(ls2_world: World, player: str, card: str, hex: str) -> None:
    play(ls2_world, Player(player), card, None, Hex.parse(hex))


@when("the {player:Army} player discards {card:Name}")
def _(ls2_world: World, player: str, card: str) -> None:
    from engine.signum.warseer.cards import FeatCard

    feat = isinstance(ls2_world.card(card), FeatCard)
    action = a.DiscardFeat(card) if feat else a.DiscardSupport(card)
    ls2_world.act(Player(player), action)


@when("the {player:Army} player uses {card:Name}")
def _(ls2_world: World, player: str, card: str) -> None:
    ls2_world.act(Player(player), a.UseRelic(card))


@when("the {player:Army} player uses {card:Name} for the creature on {target:Hex}")
def _(ls2_world: World, player: str, card: str, target: str) -> None:
    ls2_world.act(Player(player), a.UseBuilding(card, ls2_world.at(target).id))


@when("the {player:Army} player declares the turn over")
def _(ls2_world: World, player: str) -> None:
    """The end-of-turn effects resolve in the order they came into play (LS2-4.13)."""
    from engine.signum.warseer.support import end_effects

    effects = end_effects(ls2_world.state, Player(player))
    ls2_world.act(Player(player), a.EndTurn(tuple(range(len(effects)))))


@when("the {player:Army} player puts back: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    ls2_world.act(Player(player), a.ReturnCards(tuple(listed(cards))))


@when("the battle begins with the decks as stacked")
def _(ls2_world: World) -> None:
    """Setup from the Given zones: each hero on its hex, the War Camps, the Battle Decks and
    the Feats deck in the order stated (no shuffle), seven cards drawn into each hand."""
    from engine.core.dice import ScriptedDice
    from engine.signum.warseer.turn import new_game

    world = ls2_world
    base = world.set_up()
    heroes = {c.owner: (c.name, c.at) for c in base.creatures if c.is_hero}
    decks = {p: base.player(p).deck.cards for p in Player}
    camps = {p: base.player(p).war_camp for p in Player}
    dice = ScriptedDice(world.script)

    def begin() -> object:
        return new_game(
            base.cards,
            heroes,
            camps,
            decks,
            base.feats_deck.cards,
            dice,
            battlefield=base.battlefield,
            ruleset=base.ruleset,
            shuffle=False,
        )

    game = world.attempt(begin)
    world.playing = True
    if game is not None:
        world.game = game  # type: ignore[assignment]
        world.script = list(dice.remaining)


@when("the {player:Army} player's warband is checked")
def _(ls2_world: World, player: str) -> None:
    """The hero's Leadership against the War Camp, and the Battle Deck (LS2-3.1, LS2-3.2)."""
    from engine.signum.warseer.cards import CreatureCard
    from engine.signum.warseer.warband import breaches

    world = ls2_world
    state = world.state
    tablet = state.player(Player(player))
    hero = world.card(tablet.hero) if tablet.hero else None
    if not isinstance(hero, CreatureCard):
        from rulebook.vocabulary.world import StepFailed

        raise StepFailed("the {player} player has no hero", player=player_term(Player(player)))
    camp = [world.card(name) for name in tablet.war_camp]
    deck = [world.card(name) for name in tablet.deck.cards]
    world.breaches = breaches(hero, camp, deck)
