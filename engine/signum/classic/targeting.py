"""The words of an effect: *character*, *hero*, *creature* (LS1-2.6, LS1-C.20).

>>> from engine.signum.cards import CardType
>>> may_affect(Target.CHARACTER, CardType.HERO), may_affect(Target.CREATURE, CardType.MINION)
(False, True)
"""

from __future__ import annotations

from engine.signum.cards import CardType
from engine.signum.classic.cards import Target

AFFECTS: dict[Target, frozenset[CardType]] = {
    Target.CHARACTER: frozenset({CardType.CHARACTER}),
    Target.HERO: frozenset({CardType.HERO}),
    Target.CREATURE: frozenset({CardType.HERO, CardType.CHARACTER, CardType.MINION}),
}


def may_affect(word: Target, kind: CardType) -> bool:
    return kind in AFFECTS[word]
