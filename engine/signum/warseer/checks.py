"""Whether an action is legal now (LS2-4, LS2-5): what :func:`game.apply` checks before it
plays an action, raising the RuleViolation that names the broken rule.

The answering player acts while a tactic window or a rise is open, the attack's deciders
while an attack is under way, else the active player. An activation (LS2-5, LS2-C.14):
:class:`~actions.Activate` begins it, then at most one move or run, then at most one
attack, which ends it; a run ends it too, and so does a move into Difficult terrain.
"""

from __future__ import annotations

from engine.core.errors import RuleViolation, Term
from engine.signum.warseer import actions as a
from engine.signum.warseer import attack as fight
from engine.signum.warseer import movement
from engine.signum.warseer.cardplays import CARD_PLAYS, check_card_play
from engine.signum.warseer.creatures import fields, require
from engine.signum.warseer.keywords import check_heal
from engine.signum.warseer.power import check_payment
from engine.signum.warseer.rising import RiseWindow, check_rise
from engine.signum.warseer.state import Creature, GameState, Phase
from engine.signum.warseer.summoning import check_summon
from engine.signum.warseer.support import (
    TacticWindow,
    check_tactic,
)
from engine.signum.warseer.turn import (
    check_ready,
    check_return,
    check_skip,
)

Action = a.Action
OUR_ACTIONS = tuple(t for t in a.Action.__args__)  # type: ignore[attr-defined]
ACTIVATION_ACTIONS = (
    a.Move,
    a.Run,
    a.Attack,
    a.LongShot,
    a.Heal,
    a.Hook,
    a.Contract,
    a.EndActivation,
)
CONTRACT = "contract"


def check(state: GameState, action: Action) -> None:
    """Raise the RuleViolation naming the rule that forbids ``action`` now, if any."""
    if state.is_over:
        raise RuleViolation("LS2-11.9", "the game is over")
    if isinstance(action, a.PlayTactic) and not state.decisions:
        _check_answered(state, action.card)
    if state.attack is not None:
        if isinstance(action, OUR_ACTIONS):
            raise RuleViolation("LS2-6.12", "an attack is under way: it concludes first")
        return  # the attack's own steps are checked by the attack rules as they apply
    if state.decisions:
        _check_window(state, action)
        return
    if isinstance(action, a.PlayTactic | a.Pass):
        raise RuleViolation("LS2-1.13", "no trigger is waiting for a tactic")
    if isinstance(action, a.Rise):
        raise RuleViolation("LS2-12.38", "no enemy character has just been destroyed")
    if state.phase is Phase.SETUP:
        if not isinstance(action, a.ReturnCards):
            raise RuleViolation("LS2-3.5", "first each player puts three cards back")
        check_return(state, action.cards)
        return
    if isinstance(action, a.ReturnCards):
        raise RuleViolation("LS2-3.5", "the starting hands have been formed already")
    _check_activation_phase(state, action)


WINDOW_CLOSED = "tactics closed"


def _check_answered(state: GameState, card: str) -> None:
    """A tactic of a name that has answered the trigger still being resolved is refused by
    the rule that forbids it (LS2-1.14), though the window closed once nothing else could
    answer: the attack it answered is under way, or nothing has happened since."""
    for back, event in enumerate(reversed(state.log)):
        if event.name == WINDOW_CLOSED:
            still = state.attack is not None or back == 0
            if still and card in str(event["answered"]).split("|"):
                raise RuleViolation(
                    "LS2-1.14",
                    "a tactic named {card} has already answered this trigger",
                    card=Term("card", card),
                )
            return


def _check_window(state: GameState, action: Action) -> None:
    window = state.decisions[0]
    if isinstance(action, a.Pass):
        return
    if isinstance(window, RiseWindow):
        if not isinstance(action, a.Rise):
            raise RuleViolation(
                "LS2-12.38",
                "first {player} raises a Resurgent or passes",
                player=Term("player", window.player.value),
            )
        check_rise(state, window, action.card)
        return
    assert isinstance(window, TacticWindow)
    if not isinstance(action, a.PlayTactic):
        raise RuleViolation(
            "LS2-1.13",
            "first {player} answers the trigger with a tactic or passes",
            player=Term("player", window.player.value),
        )
    check_tactic(state, window, action.card)


def _check_activation_phase(state: GameState, action: Action) -> None:
    if isinstance(action, a.Activate):
        check_ready(state, action.creature)
    elif isinstance(action, a.Skip):
        check_skip(state, action.creature)
    elif isinstance(action, ACTIVATION_ACTIONS):
        _check_in_activation(state, action)
    elif isinstance(action, a.Summon):
        check_summon(state, action.card, action.at)
    elif type(action) in CARD_PLAYS:
        check_card_play(state, action)
    elif isinstance(action, a.EndTurn):
        if state.current is not None:
            raise RuleViolation("LS2-4.12", "a creature's activation is still under way")
        from engine.signum.warseer.support import check_order

        check_order(state, action.order)
    else:
        raise RuleViolation("LS2-4.5", "this is not an action of the activation phase")


ATTACKING = (a.Attack, a.LongShot, a.Heal)
MOVING = (a.Move, a.Run, a.Hook)


def _check_ended(state: GameState, creature: Creature, action: Action) -> None:
    """A creature of the active player whose run or attack ended its activation: the rule
    that ended it forbids it to attack, or to move, again this turn."""
    if creature.owner is not state.active:
        return
    if isinstance(action, ATTACKING):
        if creature.ran:
            raise RuleViolation(
                "LS2-5.10", "{name} on {at} ran: it cannot attack", **fields(creature)
            )
        if creature.attacks:
            raise RuleViolation(
                "LS2-6.3", "{name} on {at} has attacked in this activation", **fields(creature)
            )
    if isinstance(action, MOVING) and creature.attacks:
        raise RuleViolation(
            "LS2-5.2",
            "{name} on {at} has moved or attacked in this activation already",
            **fields(creature),
        )


def _current(state: GameState, creature_id: int, action: Action) -> Creature:
    creature = require(state, creature_id, "LS2-5.1")
    if state.current != creature_id:
        _check_ended(state, creature, action)
        raise RuleViolation(
            "LS2-5.1", "{name} on {at} is not the creature under activation", **fields(creature)
        )
    return creature


def _check_in_activation(state: GameState, action: Action) -> None:
    if isinstance(action, a.EndActivation):
        if state.current is None:
            raise RuleViolation("LS2-5.11", "no creature's activation is under way")
        return
    assert isinstance(action, a.Move | a.Run | a.Attack | a.LongShot | a.Heal | a.Hook | a.Contract)
    # Under activation, a creature has neither run nor attacked: either ends the activation.
    creature = _current(state, action.creature, action)
    if isinstance(action, a.Contract):
        _check_contract(state, creature)
    elif isinstance(action, a.Hook):
        # Hook comes instead of the move: never after a move or another Hook (LS2-C.53).
        if action.to not in movement.check_hook(state, creature.id, action.target):
            raise RuleViolation("LS2-12.26", "Hook pulls its target along a shortest path only")
    elif isinstance(action, a.Move | a.Run):
        if creature.moved:
            raise RuleViolation(
                "LS2-5.2",
                "{name} on {at} has moved or attacked in this activation already",
                **fields(creature),
            )
        movement.check_move(state, creature.id, action.path, isinstance(action, a.Run))
    elif creature.summoned:
        raise RuleViolation(
            "LS2-12.40",
            "{name} on {at} was summoned this turn: it cannot attack in this activation",
            **fields(creature),
        )
    elif isinstance(action, a.Heal):
        check_heal(state, creature.id, action.target)
    else:
        assert isinstance(action, a.Attack | a.LongShot)
        long_shot = isinstance(action, a.LongShot)
        fight.check_attack(state, creature.id, action.target, long_shot=long_shot)


def contract_mark(creature_id: int) -> str:
    return f"{CONTRACT}:{creature_id}"


def _check_contract(state: GameState, creature: Creature) -> None:
    word = creature.keyword("Contract")
    if word is None:
        raise RuleViolation("LS2-12.13", "{name} on {at} has no Contract", **fields(creature))
    tablet = state.player(creature.owner)
    if contract_mark(creature.id) in tablet.marks:
        raise RuleViolation(
            "LS2-12.13", "the Contract of {name} on {at} is paid already", **fields(creature)
        )
    check_payment(tablet, word.x or 0, creature.name)
