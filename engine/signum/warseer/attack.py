"""The attack sequence (LS2-6), step by step, as the state records it.

1. declare: an enemy within range and in sight (Defender may force the choice);
2. roll: the attack box's dice, with Warlord, Ambush, Charge and Flank dice added
   (rank 1 against a Difficult target);
3. the modification window (:mod:`modify`), attacker first, closed by two passes in a row;
4. the critical check, once per attack: a critical symbol (Forged ignores them) or an
   "always works" keyword;
5. additional dice and symbols (the crit's), which nothing changes; then what removes
   symbols: the defender's cover in Difficult terrain (1 sword), Shield, Brave;
6. damage, each sword and dragon 1 (Hammerblow: dragons 2), and the push trigger
   (Resurgent: pushes make 1 damage instead);
7. reduction (Fortitude, never to 0; Protector may take it), then the damage lands,
   Vampirism heals, Slash strikes, the push moves the defender;
8. after-effects: the crit's tokens, Parasite, Advance, Swap, Nimble; then the defender's
   Counterblow (an attack of its own); then Frenzy's second attack.

The attack under way is ``state.attack``, an :class:`AttackUnderWay`; when a player must
choose, ``step`` names the choice and ``attack_actions`` lists the answers. When the
whole exchange is over, ``state.attack`` is ``None``. Scripted dice are rolled in the
order: the roll, rerolls, the crit's additional dice, then the Counterblow's and the
Frenzy attack's rolls.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.core.play import passes
from engine.signum.actions import CreatureAction
from engine.signum.warseer import counterblow, crits, modify
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.damage import deal, heal
from engine.signum.warseer.declare import check_attack, declare_attack, in_sight
from engine.signum.warseer.dice import CRITICAL, DRAGON, PUSH, SWORD, Roll, roll_pool
from engine.signum.warseer.hexes import Hex, distance
from engine.signum.warseer.keywords import (
    crit_always_works,
    difficult_target,
    holds,
    protectors,
    rule,
)
from engine.signum.warseer.modify import Pass, Reroll
from engine.signum.warseer.push import blocked, check_push, destinations, push
from engine.signum.warseer.state import AttackType, Creature, GameState
from engine.signum.warseer.underway import (
    ADVANCE,
    COUNTER,
    FRENZY,
    MODIFY,
    NIMBLE,
    PROTECT,
    PUSHING,
    SLASH,
    STAGES,
    SWAP,
    AttackUnderWay,
)

# Answers to the choices of an attack.


@dataclass(frozen=True, slots=True)
class Protect:
    """The defender's player lets an adjacent Protector take the damage (or nobody: None)."""

    protector: int | None


class SlashAt(CreatureAction):
    """Slash strikes this enemy next to the attacker."""


@dataclass(frozen=True, slots=True)
class PushTo:
    """The attacker pushes the defender to this hex."""

    to: Hex


@dataclass(frozen=True, slots=True)
class Choice:
    """Yes or no to what the attack offers now: ``go`` takes it up."""

    go: bool


class Advance(Choice):
    """The attacker steps onto the hex its target stood on when attacked (LS2-13.3)."""


class Swap(Choice):
    """The attacker and its target trade hexes (LS2-13.12)."""


@dataclass(frozen=True, slots=True)
class Nimble:
    """The attacker steps to this hex after the attack (None: it stays)."""

    to: Hex | None


class Counterblow(Choice):
    """The defender answers with an attack of its own."""


class Frenzy(Choice):
    """The attacker attacks its target a second time (LS2-13.4)."""


AttackAction = (
    Pass | Reroll | Protect | SlashAt | PushTo | Advance | Swap | Nimble | Counterblow | Frenzy
)


# The choices and their answers.


def deciding(state: GameState) -> Player | None:
    """The player who must act in the attack under way (None when none is)."""
    attack = state.attack
    if attack is None:
        return None
    defending = attack.step in (PROTECT, COUNTER) or (attack.step == MODIFY and attack.turn == 1)
    first, second = (
        (attack.target, attack.attacker) if defending else (attack.attacker, attack.target)
    )
    found = state.find(first)
    if found is not None:
        return found.owner
    return state.creature(second).owner.opponent


def attack_actions(state: GameState) -> list[AttackAction]:
    """Every answer the deciding player may give now."""
    attack = state.attack
    if attack is None:
        return []
    if attack.step == MODIFY:
        options: list[AttackAction] = [Pass()]
        if attack.turn == 0:
            options.extend(modify.reroll_options(attack))
        return options
    if attack.step == PROTECT:
        return [Protect(None), *(Protect(c.id) for c in protectors(state, attack.target))]
    if attack.step == SLASH:
        return [SlashAt(c.id) for c in crits.slash_targets(state, attack.attacker, attack.target)]
    if attack.step == PUSHING:
        return [PushTo(h) for h in destinations(state, state.creature(attack.target))]
    if attack.step == NIMBLE:
        steps = crits.step_hexes(state, attack.attacker)
        return [Nimble(None), *(Nimble(h) for h in steps)]
    choice = {ADVANCE: Advance, SWAP: Swap, COUNTER: Counterblow, FRENZY: Frenzy}[attack.step]
    return [choice(True), choice(False)]


_EXPECTED = {
    MODIFY: (Pass, Reroll),
    PROTECT: (Protect,),
    SLASH: (SlashAt,),
    PUSHING: (PushTo,),
    ADVANCE: (Advance,),
    SWAP: (Swap,),
    NIMBLE: (Nimble,),
    COUNTER: (Counterblow,),
    FRENZY: (Frenzy,),
}
_STEP_FOR = {kind: step for step, kinds in _EXPECTED.items() for kind in kinds}
_STEP_RULES = {
    MODIFY: "LS2-6.6",
    PROTECT: rule("Protector"),
    SLASH: crits.RULES[crits.SLASH],
    PUSHING: "LS2-9.2",
    ADVANCE: crits.RULES[crits.ADVANCE],
    SWAP: crits.RULES[crits.SWAP],
    NIMBLE: crits.RULES[crits.NIMBLE],
    COUNTER: rule("Counterblow"),
    FRENZY: crits.RULES[crits.FRENZY],
}


def apply_attack_action(state: GameState, action: AttackAction, dice: Dice) -> GameState:
    """Answer the attack's current choice; refused (state untouched) if it is not an answer."""
    attack = state.attack
    if attack is None or not isinstance(action, _EXPECTED[attack.step]):
        _explain(state, action)
    if attack is None:
        raise RuleViolation("LS2-6.12", "no attack is under way")
    if not isinstance(action, _EXPECTED[attack.step]):
        raise RuleViolation(
            _STEP_RULES[attack.step],
            "the attack waits for its {step} choice",
            step=Term("attack step", attack.step),
        )
    state = state.traced()  # an action draws only its own lines
    if isinstance(action, Pass):
        attack = modify.passed(attack)
        state = replace(state, attack=attack).logged(Event.of("pass", step=MODIFY))
        return _close_window(state, dice) if modify.closed(attack) else state
    if isinstance(action, Reroll):
        modify.check_reroll(attack, action, attack.turn == 0)
        attack, event = modify.reroll(attack, action, dice)
        return replace(state, attack=attack).logged(event)
    if isinstance(action, PushTo):
        check_push(state, state.creature(attack.target), action.to)
    if action not in attack_actions(state):
        raise RuleViolation(
            _STEP_RULES[attack.step],
            "that is not one of the choices of the {step} step",
            step=Term("attack step", attack.step),
        )
    return _answer(state, attack, action, dice)


def apply_as(state: GameState, player: Player, action: AttackAction, dice: Dice) -> GameState:
    """``player`` answers the attack's choice; refused if another player must answer."""
    if state.attack is not None and isinstance(action, _EXPECTED[state.attack.step]):
        expected = deciding(state)
        if expected is not player:
            raise RuleViolation(
                _STEP_RULES[state.attack.step],
                "{player} must answer the {step} step, not {other}",
                player=Term("player", str(expected)),
                other=Term("player", str(player)),
                step=Term("attack step", state.attack.step),
            )
    return apply_attack_action(state, action, dice)


def last_attack(state: GameState) -> Event | None:
    """The log's record of the latest attack declared."""
    for event in reversed(state.log):
        if event.name == "attack":
            return event
    return None


def _explain(state: GameState, action: AttackAction) -> None:
    """Refuse a choice the attack does not offer now with the rule that forbids it."""
    event = last_attack(state)
    if event is None:
        return
    attacker, target = int(event["attacker"]), int(event["target"])
    if isinstance(action, Counterblow) and action.go:
        kind = AttackType(str(event["type"]))
        counterblow.check(state, target, attacker, kind, bool(event["counterblow"]), in_sight)
    names = {Frenzy: crits.FRENZY, Advance: crits.ADVANCE, Swap: crits.SWAP, Nimble: crits.NIMBLE}
    for kind_of, crit in names.items():
        if isinstance(action, kind_of):
            raise RuleViolation(
                crits.RULES[crit],
                "the critical effect {crit} offers no choice now",
                crit=Term("crit", crit),
            )
    if found_step := _STEP_FOR.get(type(action)):
        raise RuleViolation(
            _STEP_RULES[found_step],
            "the attack does not wait for a {step} choice now",
            step=Term("attack step", found_step),
        )


# Steps 4-5: the critical check, the additional dice, what removes symbols.


def _close_window(state: GameState, dice: Dice) -> GameState:
    attack = state.attack
    attacker, target = state.creature(attack.attacker), state.creature(attack.target)
    crit = None if attack.long_shot else crits.crit_of(attacker)
    works = False
    if crit is not None:
        shown = attack.roll.count(CRITICAL) > 0 and not holds(state, target, "Forged")
        always = crit_always_works(state, attacker, target, attack.kind, attack.gained)
        works = shown or always is not None
    roll = attack.roll
    if works and crit is not None:
        state = state.logged(Event.of("critical", creature=attacker.id, effect=crit.name))
        if crit.name == crits.ADD_DICE:
            ranks = [1] * len(crit.dice) if difficult_target(state, target) else list(crit.dice)
            roll = roll.plus(*roll_pool(dice, ranks, extra=True))
        elif crit.name == crits.ADD_SYMBOL and crit.symbol is not None:
            roll = roll.plus(added=(crit.symbol,) * crit.count)
    roll = _removals(state, attack, target, roll)
    damage = roll.count(SWORD) + roll.count(DRAGON)
    if works and crit is not None and crit.name == crits.HAMMERBLOW:
        damage += roll.count(DRAGON)
    pushes = roll.count(PUSH) > 0
    if pushes and holds(state, target, "Resurgent"):
        damage, pushes = damage + 1, False
    if damage > 0 and holds(state, target, "Fortitude"):
        damage = max(damage - 1, 1)
    attack = replace(attack, roll=roll, crit=works, damage=damage, push=pushes)
    state = state.logged(Event.of("attack result", roll=str(roll), damage=damage, push=int(pushes)))
    return _run(replace(state, attack=attack), dice, 0)


def _removals(state: GameState, attack: AttackUnderWay, target: Creature, roll: Roll) -> Roll:
    """Cover (LS2-6.13), Shield and Brave take symbols off the roll, never off extra dice."""
    if state.battlefield.difficult(target.at):
        roll = roll.remove(SWORD, 1, extra=False)
    if holds(state, target, "Shield") and attack.kind is not AttackType.MAGIC:
        roll = roll.remove(SWORD, 1, extra=False)
    if holds(state, target, "Brave"):
        roll = roll.remove(DRAGON, 1, extra=False)
    return roll


# Steps 6-8 and what follows, stage by stage.


def _run(state: GameState, dice: Dice, start: int) -> GameState:
    """Do the stages from ``start`` on until one needs a choice or all are done."""
    for index in range(start, len(STAGES)):
        stage = STAGES[index]
        attack = state.attack
        if _needs_choice(state, attack, stage):
            return replace(state, attack=replace(attack, step=stage))
        state = _automatic(state, attack, stage)
    return _finish(state, dice)


def _crit(state: GameState, attack: AttackUnderWay) -> crits.Crit | None:
    if not attack.crit:
        return None
    attacker = state.find(attack.attacker)
    return None if attacker is None else crits.crit_of(attacker)


def _crit_is(state: GameState, attack: AttackUnderWay, name: str) -> bool:
    crit = _crit(state, attack)
    return crit is not None and crit.name == name


def _needs_choice(state: GameState, attack: AttackUnderWay, stage: str) -> bool:
    alive = state.find(attack.attacker) is not None
    target = state.find(attack.target)
    if stage == PROTECT:
        return attack.damage > 0 and bool(protectors(state, attack.target))
    if stage == SLASH:
        return (
            alive
            and _crit_is(state, attack, crits.SLASH)
            and bool(crits.slash_targets(state, attack.attacker, attack.target))
        )
    if stage == PUSHING:
        return target is not None and attack.push and bool(destinations(state, target))
    if stage == ADVANCE:
        field = state.battlefield
        return (
            alive
            and _crit_is(state, attack, crits.ADVANCE)
            and (target is None or attack.pushed)
            and not state.occupied(attack.origin)
            and not field.impassable(attack.origin)
            and distance(state.creature(attack.attacker).at, attack.origin) == 1
        )
    if stage == SWAP:
        return alive and target is not None and _crit_is(state, attack, crits.SWAP)
    if stage == NIMBLE:
        return (
            alive
            and _crit_is(state, attack, crits.NIMBLE)
            and bool(crits.step_hexes(state, attack.attacker))
        )
    if stage == COUNTER:
        return passes(
            counterblow.check,
            state,
            attack.target,
            attack.attacker,
            attack.kind,
            attack.is_counterblow,
            in_sight,
        )
    if stage == FRENZY:
        return (
            alive
            and target is not None
            and not attack.is_frenzy
            and not attack.is_counterblow
            and _crit_is(state, attack, crits.FRENZY)
            and _can_attack(state, attack)
        )
    return False


def _can_attack(state: GameState, attack: AttackUnderWay) -> bool:
    return passes(check_attack, state, attack.attacker, attack.target, long_shot=attack.long_shot)


def _automatic(state: GameState, attack: AttackUnderWay, stage: str) -> GameState:
    """A stage where nobody chooses: damage, a lone Slash target, a blocked push, tokens."""
    if stage == "damage":
        return _land(state, attack)
    if stage == PUSHING and attack.push and state.find(attack.target) is not None:
        return blocked(state, attack.target, attack.magical)
    crit = _crit(state, attack)
    if stage == "tokens" and crit is not None:
        return crits.after_damage(state, crit, attack.attacker, attack.target, attack.origin)
    return state


def _land(state: GameState, attack: AttackUnderWay) -> GameState:
    """The damage lands (on a Protector first, at most what it can hold); Vampirism heals."""
    damage = attack.damage
    target = state.creature(attack.target)
    drains = not (holds(state, target, "Forged") or holds(state, target, "Resurgent"))
    if attack.protector is not None:
        guard = state.creature(attack.protector)
        taken = min(damage, guard.health - guard.wounds)
        state = deal(state, guard.id, taken, magical=attack.magical)
        damage -= taken
    state = deal(state, attack.target, damage, magical=attack.magical)
    if drains and _crit_is(state, attack, crits.VAMPIRISM):
        state = heal(state, attack.attacker, attack.roll.count(DRAGON))
    return state


def _answer(
    state: GameState, attack: AttackUnderWay, action: AttackAction, dice: Dice
) -> GameState:
    stage = STAGES.index(attack.step)
    if isinstance(action, Protect):
        attack = replace(attack, protector=action.protector)
    elif isinstance(action, SlashAt):
        state = deal(state, action.creature, 1, magical=attack.magical)
    elif isinstance(action, PushTo):
        state = push(state, attack.target, action.to, attack.magical)
        attack = replace(attack, pushed=True)
    elif isinstance(action, Advance) and action.go:
        state = crits.step_to(state, attack.attacker, attack.origin, "advance")
    elif isinstance(action, Swap) and action.go:
        state = crits.swap(state, attack.attacker, attack.target)
    elif isinstance(action, Nimble) and action.to is not None:
        state = crits.step_to(state, attack.attacker, action.to, "nimble")
    elif isinstance(action, Counterblow) and action.go:
        rest = replace(attack, step=FRENZY)
        state = replace(state, attack=None)
        return declare_attack(
            state, attack.target, attack.attacker, dice, is_counterblow=True, then=rest
        )
    elif isinstance(action, Frenzy) and action.go:
        state = replace(state, attack=None)
        return declare_attack(state, attack.attacker, attack.target, dice, is_frenzy=True)
    return _run(replace(state, attack=attack), dice, stage + 1)


def _finish(state: GameState, dice: Dice) -> GameState:
    """The attack is over; a Counterblow hands back to the attack it answered."""
    attack = state.attack
    if attack.then is None:
        return replace(state, attack=None)
    rest = attack.then
    state = replace(state, attack=rest)
    return _run(state, dice, STAGES.index(rest.step))
