"""Moving and running across the battlefield, and Hook (LS2-5, LS2-12).

A move is a path: the hexes the creature enters, one neighbour after another, at most
its Movement of them (LS2-5.5). A run adds 1 hex, or X with Run X, and is declared
before the move; a Slow creature cannot run (LS2-5.9, LS2-12.39, LS2-12.42). Rules
for each hex of the path:

- it is on the battlefield and not Impassable, unless the mover has Flight, which may
  cross Impassable hexes but not end on one (LS2-5.7, LS2-12.22);
- it holds no creature, except an ally when the mover is Agile, or any creature when it
  has Flight; no move ends on a creature (LS2-5.6, LS2-12.1, LS2-12.22);
- entering a Difficult hex ends the activation, so the path stops there (LS2-5.8).
  Flight carries a creature over Difficult hexes; ending its move on one still ends its
  activation (LS2-C.51);
- a creature in contact with an enemy that has Clinch may not break that contact: every
  hex of its path stays next to that enemy (LS2-12.12, LS2-C.50). Forced moves (pushes,
  Hook) ignore Clinch.

:func:`move` places the creature and notes the move on it (``moved``, ``move_start``,
``ran``); a run, or a move that ends on a Difficult hex, ends the activation
(``state.current`` becomes ``None``; LS2-5.8, LS2-5.10). Who may activate which
creature, and when, is the turn rules' (``game.py``): these functions check the move.

Hook X: instead of moving, a creature pulls an enemy within X hexes that it can see into
contact with itself, along a shortest free path (LS2-12.26, LS2-C.53); :func:`hook_destinations`
lists the contact hexes at the shortest distance, and the hooking player picks one.

>>> from engine.signum.warseer.battlefield import Player
>>> from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind
>>> scout = Creature(1, "Scout", Player.SOUTH, Kind.CHARACTER, Hex.parse("c2"),
...                  Attack(AttackType.MELEE, (1,)), health=2, movement=2)
>>> state = GameState.new().with_creature(scout)
>>> moved = move(state, 1, (Hex.parse("c3"), Hex.parse("c4")), run=False)
>>> moved.creature(1).at, moved.creature(1).move_start, moved.creature(1).moved
(Hex('c4'), Hex('c2'), True)
>>> len(destinations(state, 1, run=False)), len(destinations(state, 1, run=True))
(15, 23)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.warseer.creatures import fields, require
from engine.signum.warseer.hexes import Hex, adjacent, distance
from engine.signum.warseer.sight import sees
from engine.signum.warseer.state import Creature, GameState, Trace


def reach(state: GameState, creature: Creature, run: bool) -> int:
    """How many hexes the creature may enter: Movement, plus the run's bonus (LS2-5.9)."""
    if not run:
        return creature.movement
    x = creature.x("Run")
    return creature.movement + (x if x is not None else state.ruleset.run_bonus)


def clinchers(state: GameState, creature: Creature) -> tuple[Creature, ...]:
    """The enemies with Clinch in contact with ``creature`` (LS2-12.12)."""
    return tuple(
        e
        for e in state.creatures
        if e.owner is not creature.owner and e.has("Clinch") and adjacent(e.at, creature.at)
    )


def _step_problem(
    state: GameState, mover: Creature, here: Hex, to: Hex, held: Sequence[Creature]
) -> RuleViolation | None:
    """Why ``mover`` may not step from ``here`` into ``to`` (None if it may)."""
    field = state.battlefield
    flying = mover.has("Flight")
    if not adjacent(here, to):
        return RuleViolation(
            "LS2-5.5", "a move goes to a neighbouring hex: {to} is not next to {from_}",
            to=_name(to), from_=here.label,
        )  # fmt: skip
    if not field.contains(to):
        return RuleViolation("LS2-5.7", "{to} is off the battlefield", to=_name(to))
    if field.difficult(here) and not flying and here != mover.at:
        return RuleViolation(
            "LS2-5.8",
            "entering Difficult terrain on {hex} ends the activation: the move cannot go on",
            hex=here.label,
        )
    if field.impassable(to) and not flying:
        return RuleViolation(
            "LS2-5.7", "{name} on {at} cannot cross Impassable terrain on {to}",
            **fields(mover), to=to.label,
        )  # fmt: skip
    other = state.at(to)
    ally = other is not None and other.owner is mover.owner and mover.has("Agile")
    if other is not None and other.id != mover.id and not flying and not ally:
        return RuleViolation(
            "LS2-5.6", "{name} on {at} cannot pass through {other_name} on {to}",
            **fields(mover), other_name=Term("card", other.name), to=to.label,
        )  # fmt: skip
    for enemy in held:
        if not adjacent(to, enemy.at):
            return RuleViolation(
                "LS2-12.12",
                "{name} on {at} cannot break contact with {enemy_name} on {enemy_at} (Clinch)",
                **fields(mover), enemy_name=Term("card", enemy.name), enemy_at=enemy.at.label,
            )  # fmt: skip
    return None


def _end_problem(state: GameState, mover: Creature, end: Hex) -> RuleViolation | None:
    """Why ``mover`` may not end its move on ``end`` (None if it may)."""
    other = state.at(end)
    if other is not None and other.id != mover.id:
        return RuleViolation(
            "LS2-5.6", "{name} on {at} cannot end its move on {to}: {other_name} stands there",
            **fields(mover), to=end.label, other_name=Term("card", other.name),
        )  # fmt: skip
    if state.battlefield.impassable(end):
        return RuleViolation(
            "LS2-5.7", "{name} on {at} cannot end its move on Impassable terrain on {to}",
            **fields(mover), to=end.label,
        )  # fmt: skip
    return None


def _name(h: Hex) -> str:
    try:
        return h.label
    except ValueError:
        return f"({h.col}, {h.row})"


def check_move(state: GameState, creature_id: int, path: Sequence[Hex], run: bool) -> None:
    """Refuse, with the rule that forbids it, a move of ``creature_id`` along ``path``.

    ``path`` lists the hexes entered in order (the starting hex is not part of it).
    """
    mover = require(state, creature_id, "LS2-5.5")
    if run and mover.has("Slow"):
        raise RuleViolation("LS2-12.42", "{name} on {at} is Slow: it cannot run", **fields(mover))
    if mover.has("Hook") and mover.hooked:
        raise RuleViolation(
            "LS2-12.26", "{name} on {at} used Hook instead of moving", **fields(mover)
        )
    steps = tuple(path)
    if not steps:
        raise RuleViolation("LS2-5.5", "a move enters at least one hex")
    most = reach(state, mover, run)
    if len(steps) > most:
        raise RuleViolation(
            "LS2-5.9" if run else "LS2-5.5",
            "{name} on {at} may enter at most {most:plural:hex|hexes}, not {steps}",
            **fields(mover), most=most, steps=len(steps),
        )  # fmt: skip
    held = clinchers(state, mover)
    here = mover.at
    for to in steps:
        problem = _step_problem(state, mover, here, to, held)
        if problem is not None:
            raise problem
        here = to
    problem = _end_problem(state, mover, here)
    if problem is not None:
        raise problem


def ends_activation(state: GameState, mover: Creature, end: Hex, run: bool) -> bool:
    """A run ends the activation, and so does entering Difficult terrain (LS2-5.8, 5.10)."""
    return run or state.battlefield.difficult(end)


def move(state: GameState, creature_id: int, path: Sequence[Hex], run: bool) -> GameState:
    """The state after ``creature_id`` moves (or runs) along ``path``; refused moves raise.

    The creature is marked activated and as having moved; ``state.current`` names it
    while its activation goes on, and becomes ``None`` when the move ends it.
    """
    check_move(state, creature_id, path, run)
    mover = state.creature(creature_id)
    steps = tuple(path)
    end = steps[-1]
    moved = replace(
        mover, at=end, moved=True, move_start=mover.at, ran=mover.ran or run, activated=True
    )
    over = ends_activation(state, moved, end, run)
    state = state.with_creature(moved)
    state = replace(state, current=None if over else creature_id)
    kind = "run" if run else "move"
    state = state.traced(Trace(kind, (mover.at, *steps), creature=creature_id))
    return state.logged(
        Event.of(kind, creature=creature_id, origin=mover.at.label, destination=end.label)
    )


def destinations(state: GameState, creature_id: int, run: bool) -> Mapping[Hex, tuple[Hex, ...]]:
    """Every hex the creature may end a move (or run) on, with one shortest legal path to it.

    Empty if the creature may not move at all (Slow and running, or Hook used).
    """
    mover = require(state, creature_id, "LS2-5.5")
    if (run and mover.has("Slow")) or mover.hooked:
        return {}
    most = reach(state, mover, run)
    held = clinchers(state, mover)
    paths: dict[Hex, tuple[Hex, ...]] = {mover.at: ()}
    frontier = deque([mover.at])
    while frontier:
        here = frontier.popleft()
        walked = paths[here]
        if len(walked) >= most:
            continue
        for to in state.battlefield.neighbours(here):
            if to in paths or _step_problem(state, mover, here, to, held) is not None:
                continue
            paths[to] = (*walked, to)
            frontier.append(to)
    return {
        end: walked
        for end, walked in sorted(paths.items())
        if walked and _end_problem(state, mover, end) is None
    }


# Hook X (LS2-12.26): a forced move of the enemy, so Clinch does not hold it.


def _pull_paths(state: GameState, target: Creature) -> dict[Hex, int]:
    """Steps the target would need to reach each hex, walking as a forced move may."""
    field = state.battlefield
    flying = target.has("Flight")
    steps = {target.at: 0}
    frontier = deque([target.at])
    while frontier:
        here = frontier.popleft()
        for to in field.neighbours(here):
            if to in steps:
                continue
            if not flying and (field.impassable(to) or state.occupied(to)):
                continue
            steps[to] = steps[here] + 1
            frontier.append(to)
    return steps


def check_hook(state: GameState, hooker_id: int, target_id: int) -> tuple[Hex, ...]:
    """Refuse a Hook that the rules forbid; else the hexes the target may be pulled to."""
    hooker = require(state, hooker_id, "LS2-12.26")
    target = require(state, target_id, "LS2-12.26")
    x = hooker.x("Hook")
    if x is None:
        raise RuleViolation("LS2-12.26", "{name} on {at} has no Hook", **fields(hooker))
    if hooker.moved:
        raise RuleViolation(
            "LS2-12.26", "{name} on {at} has moved: Hook comes instead of a move", **fields(hooker)
        )
    if hooker.hooked:
        raise RuleViolation(
            "LS2-12.26", "{name} on {at} used Hook instead of moving", **fields(hooker)
        )
    if target.owner is hooker.owner:
        raise RuleViolation("LS2-12.26", "{name} on {at} can hook only an enemy", **fields(hooker))
    if adjacent(hooker.at, target.at):
        raise RuleViolation(
            "LS2-12.26", "{target_name} on {target_at} is already in contact",
            **fields(target, "target_"),
        )  # fmt: skip
    if distance(hooker.at, target.at) > x:
        raise RuleViolation(
            "LS2-12.26",
            "{target_name} on {target_at} is beyond Hook {x} of {name} on {at}",
            **fields(hooker), **fields(target, "target_"), x=x,
        )  # fmt: skip
    if not sees(state, hooker, target):
        raise RuleViolation(
            "LS2-8.6",
            "{name} on {at} has no line of sight to {target_name} on {target_at}",
            **fields(hooker), **fields(target, "target_"),
        )  # fmt: skip
    found = hook_destinations(state, hooker_id, target_id)
    if not found:
        raise RuleViolation(
            "LS2-12.26",
            "no free path brings {target_name} on {target_at} into contact with {name} on {at}",
            **fields(hooker), **fields(target, "target_"),
        )  # fmt: skip
    return found


def hook_destinations(state: GameState, hooker_id: int, target_id: int) -> tuple[Hex, ...]:
    """The free hexes next to the hooker that the target reaches by the fewest steps."""
    hooker, target = state.creature(hooker_id), state.creature(target_id)
    steps = _pull_paths(state, target)
    field = state.battlefield
    ends = [
        h
        for h in field.neighbours(hooker.at)
        if h in steps and not state.occupied(h) and not field.impassable(h)
    ]
    if not ends:
        return ()
    fewest = min(steps[h] for h in ends)
    return tuple(sorted(h for h in ends if steps[h] == fewest))


def hook(state: GameState, hooker_id: int, target_id: int, to: Hex) -> GameState:
    """The state after ``hooker_id`` pulls ``target_id`` to ``to`` (LS2-12.26)."""
    allowed = check_hook(state, hooker_id, target_id)
    target = state.creature(target_id)
    if to not in allowed:
        raise RuleViolation(
            "LS2-12.26",
            "Hook pulls {target_name} on {target_at} along a shortest path: to one of {hexes}",
            **fields(target, "target_"), hexes=", ".join(h.label for h in allowed),
        )  # fmt: skip
    hooker = state.creature(hooker_id)
    state = state.with_creature(replace(hooker, hooked=True, activated=True))
    state = state.with_creature(target.moved_to(to))
    state = replace(state, current=hooker_id)
    state = state.traced(Trace("push", (target.at, to)))
    return state.logged(
        Event.of("hook", creature=hooker_id, target=target_id, origin=target.at.label,
                 destination=to.label)
    )  # fmt: skip
