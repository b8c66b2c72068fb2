"""The rules oracle on what is offered: the actions of a kind that the rule text allows,
worked out here and compared with :func:`~engine.signum.warseer.game.legal_actions`.

Like :mod:`engine.signum.warseer.oracle` it calls none of the engine's rules modules; the
hexes are counted with arithmetic of its own. :func:`check_offered` runs at every state
the proof visits, outside an attack and outside a tactic's or a rise's window:

- **Summons**: ``Summon`` is offered for exactly the characters of the War Camp whose cost
  is at most the Power (LS2-2.3), while the player has summoned no character this turn
  (LS2-4.7, counted from the log since the turn began), each onto exactly the hexes of
  the player's deployment zone that hold no creature and no Impassable terrain (LS2-4.7,
  LS2-5.7).
- **Moves and runs**: for the creature under activation that has neither moved nor
  attacked, the hexes its moves end on are exactly those reached through free hexes in
  at most its Movement steps, never into Impassable terrain, stopping in Difficult
  terrain (LS2-5.5 to LS2-5.8); its runs reach one step further (LS2-5.9). The clause
  keeps to a creature with no keyword and no Stun, Poison or Disease token, on a
  battlefield where no creature has an Aura or Clinch: where no keyword changes the count.
- **Attacks**: every attack offered is at an enemy within the attacker's range
  (LS2-6.4); every enemy next to an attacker that has not attacked, run or just been
  summoned is offered (no hex lies between them to block the sight), unless a
  Defender or an Aura is on the battlefield (a Defender in contact must be the one
  attacked) or the attacker has a Contract to pay (LS2-6.3, LS2-6.4).
"""

from __future__ import annotations

from collections import deque

from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.oracle import OracleError
from engine.signum.warseer.state import Creature, GameState, Phase

STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # cube steps, as (q, r)


def _require(condition: object, message: str) -> None:
    if not condition:
        raise OracleError(message)


def _cube(h: Hex) -> tuple[int, int]:
    """Axial (q, r) of an offset hex whose odd columns stand half a hex north."""
    return h.col, h.row - (h.col - (h.col % 2)) // 2


def _hex(q: int, r: int) -> Hex:
    return Hex(q, r + (q - (q % 2)) // 2)


def _steps(one: Hex, other: Hex) -> int:
    (aq, ar), (bq, br) = _cube(one), _cube(other)
    return max(abs(aq - bq), abs(ar - br), abs(aq + ar - bq - br))


def _around(state: GameState, h: Hex) -> list[Hex]:
    q, r = _cube(h)
    found = (_hex(q + dq, r + dr) for dq, dr in STEPS)
    field = state.battlefield
    return [n for n in found if 0 <= n.col < field.columns and 0 <= n.row < field.rows]


def check_offered(state: GameState, actions: list[object]) -> None:
    """Raise :class:`OracleError` where ``actions`` differ from what the rules allow."""
    if state.is_over or state.attack is not None or state.decisions:
        return
    if state.phase is Phase.SETUP:
        return
    _check_summons(state, actions)
    if state.current is not None:
        creature = state.creature(state.current)
        _check_moves(state, creature, actions)
        _check_attacks(state, creature, actions)


def _summoned_this_turn(state: GameState) -> bool:
    for event in reversed(state.log):
        if event.name == "turn":
            return False
        if event.name == "summon" and dict(event.data).get("player") == state.active.value:
            return True
    return False


def _check_summons(state: GameState, actions: list[object]) -> None:
    tablet = state.player(state.active)
    pool = state.cards
    assert isinstance(pool, CardPool)
    names = set()
    if not _summoned_this_turn(state):
        names = {n for n in tablet.war_camp if pool.creature(n).cost <= tablet.power}
    offered = [x for x in actions if isinstance(x, a.Summon)]
    _require(
        {x.card for x in offered} == names,
        f"summons offered {sorted({x.card for x in offered})}, the rules allow {sorted(names)} "
        "(LS2-2.3, LS2-4.7)",
    )
    field = state.battlefield
    ruleset = state.ruleset
    zone = ruleset.south_rows if state.active is Player.SOUTH else ruleset.north_rows
    rows = {r - 1 for r in zone}
    taken = {c.at for c in state.creatures}
    free = {
        Hex(c, r)
        for c in range(field.columns)
        for r in rows
        if Hex(c, r) not in taken and not field.impassable(Hex(c, r))
    }
    for name in names:
        hexes = {x.at for x in offered if x.card == name}
        _require(hexes == free, f"{name} is offered the hexes {sorted(map(str, hexes))} (LS2-4.7)")


def _reach(state: GameState, creature: Creature, most: int) -> set[Hex]:
    """The hexes a move of at most ``most`` steps may end on (LS2-5.5 to LS2-5.8)."""
    field, taken = state.battlefield, {c.at for c in state.creatures}
    ends, seen = set(), {creature.at: 0}
    queue = deque([creature.at])
    while queue:
        here = queue.popleft()
        if here != creature.at and field.difficult(here):
            continue  # entering Difficult terrain ends the move
        for step in _around(state, here):
            if step in seen or step in taken or field.impassable(step):
                continue
            seen[step] = seen[here] + 1
            if seen[step] <= most:
                ends.add(step)
                queue.append(step)
    return ends


def _plain(state: GameState, creature: Creature) -> bool:
    tokens = creature.tokens
    if creature.keywords or tokens.stun or tokens.poison or tokens.disease:
        return False
    return not any(c.keyword("Aura") or c.keyword("Clinch") for c in state.creatures)


def _check_moves(state: GameState, creature: Creature, actions: list[object]) -> None:
    if creature.moved or creature.attacks or creature.hooked or not _plain(state, creature):
        return
    for kind, most in ((a.Move, creature.movement), (a.Run, creature.movement + 1)):
        offered = {x.path[-1] for x in actions if isinstance(x, kind)}
        allowed = _reach(state, creature, most)
        _require(
            offered == allowed,
            f"{kind.__name__} of {creature.name} on {creature.at} ends on "
            f"{sorted(map(str, offered))}, the rules allow {sorted(map(str, allowed))} "
            "(LS2-5.5, LS2-5.9)",
        )


def _check_attacks(state: GameState, creature: Creature, actions: list[object]) -> None:
    offered = {x.target for x in actions if isinstance(x, a.Attack) and x.creature == creature.id}
    for target in offered:
        enemy = state.creature(target)
        _require(enemy.owner is not creature.owner, "an attack offered at a friend (LS2-6.4)")
        _require(
            _steps(creature.at, enemy.at) <= creature.attack.range,
            f"an attack offered {_steps(creature.at, enemy.at)} hexes away (LS2-6.4)",
        )
    if creature.attacks or creature.ran or creature.summoned or not creature.attack.dice:
        return
    if creature.keyword("Contract"):
        return  # a Contract's Text may be paid for first
    if any(c.keyword("Defender") or c.keyword("Aura") for c in state.creatures):
        return  # a Defender in contact must be the one attacked
    for enemy in state.creatures:
        if enemy.owner is creature.owner or _steps(creature.at, enemy.at) != 1:
            continue
        _require(
            enemy.id in offered,
            f"{creature.name} on {creature.at} is offered no attack on the enemy "
            f"next to it on {enemy.at} (LS2-6.3, LS2-6.4)",
        )
