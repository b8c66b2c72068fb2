"""What must hold in every state, whatever is played (issue 12, section 4).

Each check raises :class:`InvariantError` saying what broke; none changes a state. They
are written apart from the engine's own position check, in plain arithmetic, so that a
bug there cannot hide one here.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

from engine.core.proof import require
from engine.signum.cards import CardType
from engine.signum.classic.cards import CreatureCard, RelicCard
from engine.signum.classic.state import GameState, Phase
from engine.signum.classic.table import Player


def check_state(state: GameState) -> None:
    """Bases on the table and apart; the limits of creatures, hand, City, Prosperity, relics."""
    ruleset, tol, size = state.ruleset, state.ruleset.tolerance, state.ruleset.table_size
    radii = {}
    for c in state.creatures:
        card = state.cards[c.card]
        assert isinstance(card, CreatureCard)
        r = (card.base or ruleset.base_diameter) / 2
        radii[c.id] = r
        require(
            r - tol <= c.at.x <= size - r + tol and r - tol <= c.at.y <= size - r + tol,
            f"{c.card} at {c.at} is off the table",
        )
        # Mid-resolution (a hero's player still orders relics), the fallen wait to be buried
        # together: the damage of one melee lands on both fighters at once (LS1-12.7).
        buried_later = state.resolving is not None and c.wounds == card.health
        require(
            0 <= c.wounds < card.health or buried_later,
            f"{c.card} has {c.wounds} wounds and still stands",
        )
    creatures = state.creatures
    for i, one in enumerate(creatures):
        for other in creatures[i + 1 :]:
            apart = math.dist(one.at, other.at) - radii[one.id] - radii[other.id]
            require(apart >= -tol, f"{one.card} and {other.card} overlap by {-apart:.3f} cm")
    for player in Player:
        camp = state.camp(player)
        require(
            len(state.creatures_of(player)) <= ruleset.creature_limit,
            f"{player} has more than 8 creatures",
        )
        require(len(camp.hand) <= ruleset.hand_limit, f"{player} holds more than 10 cards")
        require(len(camp.city) <= ruleset.building_limit, f"{player}'s City holds more than 12")
        require(camp.prosperity >= 0, f"{player} has negative Prosperity")
        hero = state.hero_of(player)
        if camp.relics:
            require(hero is not None, f"{player} wears relics without a hero")
            assert hero is not None
            hero_card = state.cards[hero.card]
            assert isinstance(hero_card, CreatureCard)
            worn = Counter()
            for relic in camp.relics:
                card = state.cards[relic.card]
                assert isinstance(card, RelicCard)
                worn[card.relic_class] += 1
                require(
                    relic.tokens > 0 or card.durability is None, f"{relic.card} stays with no token"
                )
                require(relic.uses > 0 or card.uses is None, f"{relic.card} stays with no use left")
            for relic_class, n in worn.items():
                require(
                    n <= hero_card.slots(relic_class), f"{player}'s hero wears {n} {relic_class}"
                )
    if state.phase is Phase.OVER:
        require((state.winner is None) == state.drawn, "a game over needs a winner or a draw")
    else:
        require(state.winner is None and not state.drawn, "a result before the game is over")


def battle_cards(state: GameState, player: Player) -> Counter[str]:
    """Every Battle Deck card of a player, wherever it is now (LS1-3.8 zones and the table)."""
    camp = state.camp(player)
    found = Counter([*camp.deck, *camp.hand, *camp.graveyard])
    found.update(r.card for r in camp.relics)
    found.update(t.card for t in camp.tactics)
    found.update(s.card for s in camp.lasting)
    found.update(
        c.card for c in state.creatures_of(player) if state.cards[c.card].type is CardType.CHARACTER
    )
    return found


def check_cards(state: GameState, decks: Mapping[Player, Sequence[str]]) -> None:
    """No Battle Deck card is made or lost: deck, hand, Graveyard, table, relics, tactics."""
    for player in Player:
        require(
            battle_cards(state, player) == Counter(decks[player]),
            f"{player}'s cards are not conserved across the zones",
        )
