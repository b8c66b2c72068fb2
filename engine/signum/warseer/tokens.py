"""The tokens a creature carries: wounds, armour, stun, poison, disease, and use markers.

>>> t = Tokens(wounds=1, armour=2)
>>> t.plus(TokenKind.STUN, 1).stun, t.minus(TokenKind.ARMOUR, 5).armour
(1, 0)
>>> t.count(TokenKind.WOUND)
1
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.labels import Label


class TokenKind(Label):
    """The kinds of token; each names the field of :class:`Tokens` that counts it."""

    WOUND = "wounds"
    ARMOUR = "armour"
    STUN = "stun"
    POISON = "poison"
    DISEASE = "disease"
    USES = "uses"  # Multiple Uses markers


@dataclass(frozen=True, slots=True)
class Tokens:
    """How many tokens of each kind lie on one creature's card."""

    wounds: int = 0
    armour: int = 0
    stun: int = 0
    poison: int = 0
    disease: int = 0
    uses: int = 0

    def __post_init__(self) -> None:
        for kind in TokenKind:
            if getattr(self, kind.value) < 0:
                raise ValueError(f"a creature cannot hold fewer than no {kind} tokens")

    def count(self, kind: TokenKind) -> int:
        return int(getattr(self, kind.value))

    def plus(self, kind: TokenKind, n: int = 1) -> Tokens:
        return replace(self, **{kind.value: self.count(kind) + n})

    def minus(self, kind: TokenKind, n: int = 1) -> Tokens:
        """``n`` fewer tokens of ``kind``, never below none."""
        return replace(self, **{kind.value: max(0, self.count(kind) - n)})

    def set(self, kind: TokenKind, n: int) -> Tokens:
        return replace(self, **{kind.value: n})
