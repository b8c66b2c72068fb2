"""Tactics (LS1-17): played face down, revealed at their event in the opponent's turn.

When the event happens at a moment the tactic may be revealed, its player decides:
:class:`~engine.signum.classic.actions.Reveal` or
:class:`~engine.signum.classic.actions.LetPass`. What letting it pass costs is the
ruleset's ``tactic_reveal`` option (LS1-C.8): ``first``, the tactic is lost; ``wait``,
it stays face down for a later occurrence.
"""

from __future__ import annotations

from engine.core.events import Event
from engine.signum.classic.cards import Effect, TacticCard
from engine.signum.classic.cards import Event as Trigger
from engine.signum.classic.damage import remove
from engine.signum.classic.ruleset import Reveal
from engine.signum.classic.state import ChooseReveal, Damage, GameState, Hidden
from engine.signum.classic.table import Player


def tactic_card(state: GameState, name: str) -> TacticCard:
    card = state.cards[name]
    assert isinstance(card, TacticCard)
    return card


def set_tactic(state: GameState, name: str) -> GameState:
    player = state.active
    camp = state.camp(player)
    state = state.with_camp(player, tactics=(*camp.tactics, Hidden(name)))
    return state.logged(Event.of("tactic_set", player=player.value))


def may_reveal_now(state: GameState, owner: Player, card: TacticCard) -> bool:
    """Only in the opponent's turn, unless the card allows its own (LS1-17.3, LS1-C.9)."""
    return state.active is not owner or card.own_turn


def occurrences(
    state: GameState, owner: Player, event: Trigger, subject: int
) -> list[ChooseReveal]:
    """The decisions an event asks of ``owner``'s face-down tactics that wait for it."""
    found = []
    for hidden in state.camp(owner).tactics:
        card = tactic_card(state, hidden.card)
        if card.event is event and may_reveal_now(state, owner, card):
            found.append(ChooseReveal(owner, hidden.card, subject))
    return found


def _discard(state: GameState, owner: Player, name: str) -> GameState:
    camp = state.camp(owner)
    tactics = list(camp.tactics)
    tactics.remove(Hidden(name))
    return state.with_camp(owner, tactics=tuple(tactics), graveyard=camp.graveyard.put_on_top(name))


def reveal(state: GameState, decision: ChooseReveal) -> tuple[GameState, list[Damage]]:
    """The tactic is shown and takes effect, then goes to the Graveyard (LS1-17.2, LS1-17.4)."""
    card = tactic_card(state, decision.card)
    state = _discard(state, decision.owner, decision.card).logged(
        Event.of("tactic_revealed", player=decision.owner.value, card=decision.card)
    )
    subject = state.find(decision.subject)
    if subject is None:
        return state, []
    if card.effect is Effect.RETURN:
        # The card goes back to the hand; the buildings stay tapped, the Prosperity is spent.
        state = remove(state, subject, to_hand=True).logged(
            Event.of("returned_to_hand", card=subject.card, player=subject.owner.value)
        )
        return state, []
    if card.effect is Effect.DAMAGE:
        return state, [Damage(subject.id, card.amount, card.magical)]
    return state, []


def let_pass(state: GameState, decision: ChooseReveal) -> GameState:
    """Not revealed at this occurrence: lost under ``first``, kept under ``wait`` (LS1-17.4)."""
    if state.ruleset.tactic_reveal is Reveal.WAIT:
        return state.logged(Event.of("tactic_kept", player=decision.owner.value))
    return _discard(state, decision.owner, decision.card).logged(
        Event.of("tactic_lost", player=decision.owner.value, card=decision.card)
    )
