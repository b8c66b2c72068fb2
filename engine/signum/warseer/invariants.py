"""What must hold in every Warseer state, whatever is played (issue 11, section 4).

Each check raises :class:`InvariantError` saying what broke; none changes a state. The
checks restate the rules in plain counting over the state's fields and the cards' printed
values, and call none of the engine's rules modules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engine.core.proof import require
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, FeatCard, RelicCard
from engine.signum.warseer.state import GameState, Kind, Phase


def check_state(state: GameState) -> None:
    """Hexes, wounds, tokens, Power, relics, VP and the game's result."""
    pool = state.cards
    assert isinstance(pool, CardPool)
    seen: set[tuple[int, int]] = set()
    columns, rows = state.battlefield.columns, state.battlefield.rows
    for c in state.creatures:
        spot = (c.at.col, c.at.row)
        require(spot not in seen, f"two creatures share the hex {c.at.label}")  # LS2-2.14
        seen.add(spot)
        require(0 <= c.at.col < columns and 0 <= c.at.row < rows, f"{c.name} is off the board")
        require(0 <= c.tokens.wounds < c.health, f"{c.name} stands with {c.wounds} wounds")
        for kind in ("stun", "poison", "disease"):
            require(getattr(c.tokens, kind) <= 1, f"{c.name} holds more than 1 {kind} token")
        terrain = state.battlefield.terrain_at(c.at)
        require(terrain is None or not terrain.impassable, f"{c.name} stands on Impassable")
    ids = [c.id for c in state.creatures]
    require(len(ids) == len(set(ids)), "two creatures share an id")
    for player in Player:
        tablet = state.player(player)
        require(0 <= tablet.power <= state.ruleset.power_cap, f"{player} has {tablet.power} Power")
        names = [r.card for r in tablet.relics]
        require(len(names) <= 3, f"{player}'s hero wears {len(names)} relics")  # LS2-1.16
        require(len(names) == len(set(names)), f"{player}'s hero wears two identical relics")
        for relic in tablet.relics:
            card = pool[relic.card]
            require(isinstance(card, RelicCard), f"{relic.card} is worn but is no relic")
            assert isinstance(card, RelicCard)
            require(not card.armour or relic.armour > 0, f"{relic.card} stays with no Armour")
            require(not card.uses or relic.uses > 0, f"{relic.card} stays with no marker")
        face_up = 0
        for name in tablet.hall_of_fame:
            feat = pool[name]
            require(isinstance(feat, FeatCard), f"{name} in the Hall of Fame is no feat")
            assert isinstance(feat, FeatCard)
            face_up += feat.vp
        expected = len(tablet.face_down_feats) + face_up + tablet.bonus
        require(tablet.vp == expected, f"{player} has {tablet.vp} VP, the Hall says {expected}")
        require(tablet.bonus in (0, state.ruleset.hero_destroyed_vp), f"{player}'s bonus VP")
        for name in tablet.feats_hand:
            require(isinstance(pool[name], FeatCard), f"{name} among the feats in hand")
        for name in tablet.hand:
            require(not isinstance(pool[name], FeatCard), f"{name} among the Battle Deck cards")
        for limited in ("summon", "discard support", "discard feat"):
            require(tablet.counted(limited) <= 1, f"{player}: {limited} more than once a turn")
        for _, target in tablet.enchantments:
            require(state.find(target) is not None, "an Enchantment outlived its creature")
        heroes = [c for c in state.creatures_of(player) if c.kind is Kind.HERO]
        require(len(heroes) <= 1, f"{player} has {len(heroes)} heroes")
        if not state.is_over:
            require(len(heroes) == 1, f"{player}'s hero is gone but the game goes on")
    if state.phase is Phase.OVER:
        require((state.winner is None) == state.drawn, "a game over needs a winner or a draw")
    else:
        require(state.winner is None and not state.drawn, "a result before the game is over")
        require(not state.fallen, "fallen creatures left unsettled")


def battle_cards(state: GameState, player: Player) -> Counter[str]:
    """Every Battle Deck and War Camp card of a player, wherever it is now."""
    tablet = state.player(player)
    pool = state.cards
    assert isinstance(pool, CardPool)
    found = Counter([*tablet.deck, *tablet.hand, *tablet.war_camp])
    found.update(n for n in tablet.history if not isinstance(pool[n], FeatCard))
    found.update(r.card for r in tablet.relics)
    found.update(b.card for b in tablet.city)
    found.update(card for card, _ in tablet.enchantments)
    found.update(card for card, _ in tablet.terrain)
    found.update(card for card, _ in tablet.beneath)
    found.update(c.name for c in state.creatures_of(player) if c.kind is Kind.CHARACTER)
    return found


def feat_cards(state: GameState) -> Counter[str]:
    """Every Feat card, wherever it is: the deck, hands, Halls of Fame, Histories."""
    pool = state.cards
    assert isinstance(pool, CardPool)
    found = Counter(state.feats_deck)
    for player in Player:
        tablet = state.player(player)
        found.update([*tablet.feats_hand, *tablet.hall_of_fame, *tablet.face_down_feats])
        found.update(n for n in tablet.history if isinstance(pool[n], FeatCard))
    return found


def check_cards(
    state: GameState, cards: Mapping[Player, Sequence[str]], feats: Sequence[str]
) -> None:
    """No card is made or lost (the cards each player brought, and the shared feats)."""
    for player in Player:
        require(
            battle_cards(state, player) == Counter(cards[player]),
            f"{player}'s cards are not conserved across the zones",
        )
    require(feat_cards(state) == Counter(feats), "the Feat cards are not conserved")
