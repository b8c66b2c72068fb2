"""The City of both Signum editions: the cards a player has lying there, each tapped once
it was used, and untapped again at the start of its owner's turn.

>>> CityCard("Forge"), CityCard("Forge", tapped=True) == CityCard("Forge")
(CityCard(card='Forge', tapped=False), False)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CityCard:
    """A card in the City: tapped to pay for a card (classic, LS1-7.5) or for its ability
    (Warseer, LS2-1.21)."""

    card: str
    tapped: bool = False
