"""The attack phase (ZN-8, ZN-9): who may strike whom, and what it costs.

>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> from engine.znamenosets.state import Phase
>>> board = board_from({"c3": "blue horseman", "c4": "green archer"})
>>> state = position(board, phase=Phase.ATTACK)
>>> legal_attacks(state)
[Attack(attacker=Cell(col=2, row=2), targets=(Cell(col=2, row=3),))]
"""

from __future__ import annotations

from itertools import combinations

from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.core.grid import Cell
from engine.znamenosets.actions import Attack
from engine.znamenosets.damage import inflict
from engine.znamenosets.patterns import check_pattern, is_orthogonal_neighbour, pattern_cells
from engine.znamenosets.state import (
    Board,
    GameState,
    Warrior,
    name,
    require_on_board,
    side_term,
)
from engine.znamenosets.strength import attack_strength, current_strength
from engine.znamenosets.warriors import Kind


def _is_enemy(state: GameState, cell: Cell) -> bool:
    warrior = state.board.get(cell)
    return warrior is not None and warrior.side is not state.to_move


def _strong_enough(state: GameState, attacker: Cell, target: Cell) -> bool:
    """ZN-8.3: attack strength at least the target's current strength."""
    return attack_strength(state, attacker, target) >= current_strength(state, target)


def _single_targets(state: GameState, attacker: Cell) -> list[Cell]:
    return sorted(
        target
        for target in pattern_cells(state, attacker)
        if _is_enemy(state, target) and _strong_enough(state, attacker, target)
    )


def legal_attacks(state: GameState) -> list[Attack]:
    """Every legal attack of the player to move: single blows, then double blows (ZN-9.6)."""
    attacks = []
    for attacker in state.cells_of(state.to_move):
        targets = _single_targets(state, attacker)
        attacks += [Attack(attacker, (target,)) for target in targets]
        if state.board[attacker].kind is Kind.BERSERKER:
            attacks += [Attack(attacker, pair) for pair in combinations(targets, 2)]
    return attacks


def can_attack(state: GameState) -> bool:
    """Whether the player to move has any legal attack (a double blow needs two singles)."""
    board, side = state.board, state.to_move
    for attacker in state.cells_of(side):
        for target in pattern_cells(state, attacker):
            enemy = board.get(target)
            hostile = enemy is not None and enemy.side is not side
            if hostile and _strong_enough(state, attacker, target):
                return True
    return False


def _check_targets_named(state: GameState, attack: Attack) -> None:
    """The shape of the target list: one target, or two distinct for a berserker (ZN-9.6)."""
    attacker, targets = attack.attacker, tuple(attack.targets)
    who = state.board[attacker].fields(attacker)
    if not targets:
        raise RuleViolation(
            "ZN-8.1",
            "the {side} {kind} at {cell} must attack an enemy warrior; no target is named",
            **who,
        )
    if len(targets) == 1:
        return
    if state.board[attacker].kind is not Kind.BERSERKER:
        raise RuleViolation(
            "ZN-9.6",
            "only a berserker strikes two enemies at once, not the {side} {kind} at {cell}",
            **who,
        )
    if len(targets) > 2:
        raise RuleViolation(
            "ZN-9.6", "a double blow strikes two enemies, not {count}", count=len(targets)
        )
    first, second = targets
    if first == second:
        raise RuleViolation(
            "ZN-9.6",
            "a double blow needs two different targets, not {cell} twice",
            cell=name(first),
        )
    if second < first:
        raise RuleViolation(
            "ZN-9.6",
            "name a double blow's targets in board order: {first}, then {second}",
            first=name(second),
            second=name(first),
        )


def check_attack(state: GameState, attack: Attack) -> None:
    """Raise the RuleViolation that forbids ``attack``, if any."""
    attacker = attack.attacker
    require_on_board("ZN-8.1", attacker)
    warrior = state.board.get(attacker)
    if warrior is None:
        raise RuleViolation(
            "ZN-8.1", "there is no warrior at {cell} to attack with", cell=name(attacker)
        )
    if warrior.side is not state.to_move:
        raise RuleViolation(
            "ZN-8.1",
            "the {side} {kind} at {cell} does not fight for {player}",
            **warrior.fields(attacker),
            player=side_term(state.to_move),
        )
    _check_targets_named(state, attack)
    for target in attack.targets:
        require_on_board("ZN-8.1", target)
        enemy = state.board.get(target)
        if enemy is None:
            raise RuleViolation(
                "ZN-8.1", "there is no warrior at {cell} to attack", cell=name(target)
            )
        if enemy.side is state.to_move:
            raise RuleViolation(
                "ZN-8.1", "the {side} {kind} at {cell} is not an enemy", **enemy.fields(target)
            )
    if len(attack.targets) == 2:
        for target in attack.targets:
            if not is_orthogonal_neighbour(attacker, target):
                raise RuleViolation(
                    "ZN-9.6",
                    "both targets of a double blow must be orthogonally next to "
                    "the {side} {kind} at {cell}; {target} is not",
                    **warrior.fields(attacker),
                    target=name(target),
                )
    else:
        check_pattern(state, attacker, attack.targets[0])
    for target in attack.targets:
        strength, defence = (
            attack_strength(state, attacker, target),
            current_strength(state, target),
        )
        if strength < defence:
            raise RuleViolation(
                "ZN-8.3",
                "the {side} {kind} at {cell} attacks with strength {strength}, less than "
                "the strength {defence} of the {target_side} {target_kind} at {target_cell}",
                **warrior.fields(attacker),
                **state.board[target].fields(target, "target_"),
                strength=strength,
                defence=defence,
            )


def _damage_to(state: GameState, attacker: Cell, target: Cell) -> int:
    """One wound, or two from a pikeman to a heavy infantryman (ZN-8.4, ZN-9.5)."""
    pikeman = state.board[attacker].kind is Kind.PIKEMAN
    return 2 if pikeman and state.board[target].kind is Kind.HEAVY_INFANTRYMAN else 1


def resolve_attack(state: GameState, attack: Attack) -> tuple[Board, list[Event], list[Warrior]]:
    """The board after a checked attack, its events, and the warriors killed.

    Strengths are taken before any damage; all wounds land at once (ZN-8.5, ZN-9.6).
    """
    attacker = attack.attacker
    events = []
    wounds: dict[Cell, int] = {}
    counter = 0
    for target in attack.targets:
        strength, defence = (
            attack_strength(state, attacker, target),
            current_strength(state, target),
        )
        events.append(
            Event.of(
                "attack",
                side=state.to_move.value,
                attacker=attacker.name,
                kind=state.board[attacker].kind.value,
                target=target.name,
                target_kind=state.board[target].kind.value,
                attack_strength=strength,
                target_strength=defence,
            )
        )
        wounds[target] = _damage_to(state, attacker, target)
        counter += 1 if strength == defence else 0  # ZN-8.5, ruling ZN-C.11
    counter += 1 if len(attack.targets) == 2 else 0  # the double blow's own cost (ZN-9.6)
    if counter:
        wounds[attacker] = counter
    board, damage_events, killed = inflict(state, wounds)
    return board, events + damage_events, killed
