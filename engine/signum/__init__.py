"""Legends of Signum: what both editions share (card types, piles of cards, damage and armour).

Each edition is a package of its own beside this one: ``classic`` (the 60 x 60 cm table)
and ``warseer`` (the hex battlefield). The modules here hold no edition's rules: a
discard pile is called History in Warseer and the Graveyard in the classic edition, and
each edition names it; the arithmetic of armour and wounds is the same in both.
"""

from engine.signum.cards import CREATURE_TYPES, CardType
from engine.signum.damage import Hit, Soak, dies, soak
from engine.signum.piles import Pile

__all__ = ["CREATURE_TYPES", "CardType", "Hit", "Pile", "Soak", "dies", "soak"]
