"""The rules oracle of the game layer: what an applied action must have done, from the rule
text, in plain arithmetic over the two states.

Nothing here calls the engine's rules modules: each check restates a rule of the Warseer
pages from the cards' printed values and the ruleset's numbers, so that a mistake in the
engine cannot also be a mistake here. :func:`check_action` runs on every action the proof
applies:

- turn start (after an EndTurn): one Battle Deck card and one Feat card drawn, untapped,
  Power = max(Power, min(Income, 10)) with Income summed from History (LS2-4.2 to 4.4);
- a summon: from the War Camp, paid, onto a free hex of the zone, at most one a turn;
- a spell to History unless it is an Enchantment; a relic worn with its Armour tokens or
  markers; a discard to History; a feat face up for its printed VP;
- every creature gone: a character's card in its owner's History; an enemy character in
  the active player's turn earns one face-down feat and 1 VP while the Feats deck lasts;
  a hero gone ends the game with 6 VP to the opponent; the winner is the one ahead by VP,
  then feats face up, then face down.
"""

from __future__ import annotations

from collections import Counter

from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, FeatCard, RelicCard, SpellCard
from engine.signum.warseer.state import GameState, Kind, Phase


class OracleError(AssertionError):
    """An action did what the rules do not allow."""


def _require(condition: object, message: str) -> None:
    if not condition:
        raise OracleError(message)


def _pool(state: GameState) -> CardPool:
    assert isinstance(state.cards, CardPool)
    return state.cards


def _income(state: GameState, player: Player) -> int:
    pool = _pool(state)
    total = 0
    for name in state.player(player).history:
        card = pool[name]
        total += 0 if isinstance(card, FeatCard) else card.income
    return total


def check_action(before: GameState, action: object, after: GameState) -> None:
    """Raise OracleError if ``after`` is not what the rules make of ``action``."""
    _require(after.log[: len(before.log)] == before.log, "an action rewrote the log")
    _require(after.turn - before.turn in (0, 1), "more than one turn passed")
    player = before.active
    if before.decisions and isinstance(action, a.PlayTactic):
        window = before.decisions[0]
        _require(
            action.card not in window.answered,
            f"{action.card} answered the same trigger twice (LS2-1.14)",
        )
    if before.decisions and isinstance(action, a.Rise):
        _check_rise(before, action, after)
    if before.attack is None and not before.decisions:
        if isinstance(action, a.Summon):
            _check_summon(before, action, after)
        elif isinstance(action, a.CastSpell):
            _check_spell(before, action, after)
        elif isinstance(action, a.Equip):
            _check_equip(before, action, after)
        elif isinstance(action, a.DiscardSupport):
            now = after.player(player)
            _require(
                Counter(now.hand) + Counter([action.card]) == Counter(before.player(player).hand),
                "a discard takes exactly that card from the hand (LS2-4.9)",
            )
            _require(now.history.cards[:1] == (action.card,), "a discard goes to History")
        elif isinstance(action, a.PlayFeat):
            feat = _pool(before)[action.card]
            assert isinstance(feat, FeatCard)
            gained = after.player(player).vp - before.player(player).vp
            _require(gained == feat.vp, f"{action.card} gave {gained} VP, it prints {feat.vp}")
        elif isinstance(action, a.Activate):
            _check_activation_start(before, action, after)
        elif isinstance(action, a.EndTurn):
            if before.feats_deck.empty:
                _require(after.is_over, "the last Feat card was drawn: the game ends (LS2-11.6)")
            elif not after.is_over:
                _check_turn_start(before, after)
    _check_gone(before, after)
    _check_result(after)


def _check_rise(before: GameState, action: a.Rise, after: GameState) -> None:
    """LS2-12.38: a Resurgent of the fallen enemy's rank or lower, from the War Camp or
    History, on its hex; the fallen card lies under it, out of History."""
    window = before.decisions[0]
    fallen, player = window.fallen, window.player
    card = _pool(before).creature(action.card)
    _require(card.rank <= fallen.rank, f"a rank-{card.rank} Resurgent rose on rank {fallen.rank}")
    _require(any(k.key == "resurgent" for k in card.keywords), f"{card.name} is no Resurgent")
    was = before.player(player)
    _require(
        action.card in was.war_camp or action.card in was.history,
        "a Resurgent rises from the War Camp or History",
    )
    risen = after.at(fallen.at)
    _require(risen is not None and risen.name == action.card, "it stands on the fallen hex")
    assert risen is not None
    owner = after.player(fallen.owner)
    _require((fallen.name, risen.id) in owner.beneath, "the fallen card lies under the Resurgent")


def _check_summon(before: GameState, action: a.Summon, after: GameState) -> None:
    player = before.active
    card = _pool(before).creature(action.card)
    was, now = before.player(player), after.player(player)
    _require(before.player(player).counted("summon") == 0, "a second summon this turn (LS2-4.7)")
    _require(action.card in was.war_camp, "summoned from outside the War Camp (LS2-4.7)")
    _require(
        Counter(now.war_camp) + Counter([action.card]) == Counter(was.war_camp),
        "the War Camp lost exactly the summoned card",
    )
    _require(action.at.row + 1 in before.ruleset.deployment_rows(player.value), "outside the zone")
    _require(before.at(action.at) is None, "summoned onto an occupied hex")
    placed = after.at(action.at)
    if placed is not None:
        _require(placed.name == action.card and placed.owner is player, "the wrong creature")
        _require(placed.activated != placed.has("Rush"), "a summoned character waits (LS2-5.4)")
    spent = was.power - now.power
    _require(spent >= card.cost, f"the summon cost {spent} Power, the card {card.cost}")


def _check_spell(before: GameState, action: a.CastSpell, after: GameState) -> None:
    player = before.active
    spell = _pool(before)[action.card]
    assert isinstance(spell, SpellCard)
    was, now = before.player(player), after.player(player)
    _require(action.card in was.hand, "a spell from outside the hand")
    if spell.enchantment:
        _require(
            (action.card, action.target) in now.enchantments
            or (after.find(action.target or -1) is None),
            "an Enchantment stays on its creature (LS2-1.20)",
        )
    else:
        gained = Counter(now.history) - Counter(was.history)
        _require(gained[action.card] >= 1, "a spell goes to History at once (LS2-1.19)")


def _check_equip(before: GameState, action: a.Equip, after: GameState) -> None:
    player = before.active
    card = _pool(before)[action.card]
    assert isinstance(card, RelicCard)
    was = before.player(player)
    _require(len(was.relics) < 3, "a fourth relic (LS2-1.16)")
    _require(all(r.card != action.card for r in was.relics), "two identical relics (LS2-1.16)")
    worn = [r for r in after.player(player).relics if r.card == action.card]
    _require(len(worn) == 1, "the relic is worn")
    _require(
        worn[0].armour == card.armour and worn[0].uses == card.uses,
        "a relic comes with its Armour tokens and Multiple Uses markers",
    )


def _check_activation_start(before: GameState, action: a.Activate, after: GameState) -> None:
    """LS2-5.3, LS2-12.43: the creature is tapped; a Stun token is lost instead."""
    was = before.creature(action.creature)
    now = after.find(action.creature)
    _require(not was.activated, "a creature activated twice in a turn (LS2-5.3)")
    if now is None:
        return  # its tokens destroyed it
    _require(now.activated, "an activated creature is tapped (LS2-5.3)")
    if was.tokens.stun:
        _require(now.tokens.stun == 0, "a stunned creature loses its Stun token (LS2-12.43)")
        _require(after.current is None, "a stunned creature is not activated (LS2-12.43)")
    elif not after.is_over:
        _require(after.current == was.id, "the activation is under way")


def _check_turn_start(before: GameState, after: GameState) -> None:
    player = after.active
    _require(player is before.active.opponent, "the turns alternate (LS2-4.1)")
    was, now = before.player(player), after.player(player)
    expected_cards = min(1, len(was.deck))
    drawn = len(now.hand) - len(was.hand)
    _require(drawn == expected_cards, f"turn start drew {drawn} Battle Deck cards (LS2-4.2)")
    feats = len(now.feats_hand) - len(was.feats_hand)
    _require(feats == min(1, len(before.feats_deck)), "turn start draws one Feat card")
    income = _income(after, player)
    want = max(was.power, min(income, 10))
    _require(now.power == want, f"Power {now.power}, the rule gives {want} (LS2-4.4)")
    _require(all(not b.tapped for b in now.city), "turn start untaps (LS2-4.3)")
    _require(all(not c.activated for c in after.creatures_of(player)), "every creature ready again")


def _check_gone(before: GameState, after: GameState) -> None:
    """Every creature that left: its card, the feats and VP it earned, the hero ending."""
    gone = [c for c in before.creatures if after.find(c.id) is None]
    if not gone:
        return
    active = before.active
    for creature in gone:
        if creature.kind is Kind.CHARACTER:
            history = Counter(after.player(creature.owner).history)
            _require(history[creature.name] >= 1, f"{creature.name} left without reaching History")
        if creature.kind is Kind.HERO:
            _require(after.is_over, "a hero was destroyed and the game went on (LS2-11.7)")
            _require(after.player(creature.owner.opponent).bonus == 6, "the opponent's 6 VP")
    killed = [c for c in gone if c.kind is Kind.CHARACTER and c.owner is not active]
    was, now = before.player(active), after.player(active)
    taken = len(now.face_down_feats) - len(was.face_down_feats)
    expected = min(len(killed), len(before.feats_deck) + 0)
    if after.turn == before.turn:
        _require(
            taken == expected,
            f"{len(killed)} enemy characters destroyed, {taken} face-down feats (LS2-11.2)",
        )


def _check_result(after: GameState) -> None:
    if after.phase is not Phase.OVER:
        target = after.ruleset.vp_target
        _require(
            all(after.player(p).vp < target for p in Player),
            "a player reached the VP target and the game went on (LS2-11.8)",
        )
        return
    south, north = after.player(Player.SOUTH), after.player(Player.NORTH)
    key = [
        (t.vp, len(t.hall_of_fame), len(t.face_down_feats)) for t in (south, north)
    ]  # LS2-11.9, LS2-11.10
    if key[0] == key[1]:
        _require(after.drawn and after.winner is None, "a tie on every count is a draw")
    else:
        best = Player.SOUTH if key[0] > key[1] else Player.NORTH
        _require(after.winner is best, f"{after.winner} won, the rules give {best}")
