"""Znamenosets: the reference engine for the 7 x 8 battle of standard-bearers.

>>> from engine.znamenosets import SeededDice, new_game, random_playout
>>> final = random_playout(new_game(SeededDice(3)), SeededDice(4))
>>> final.phase
<Phase.OVER: 'over'>
"""

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.core.grid import Cell, Direction
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.deployment import army_deck, deploy, deployment_cells, new_game
from engine.znamenosets.game import apply, legal_actions, random_playout
from engine.znamenosets.positions import position
from engine.znamenosets.ruleset import DEFAULT_RULESET, Ruleset
from engine.znamenosets.snapshot import restore, snapshot
from engine.znamenosets.state import GRID, GameState, Phase, Side, Warrior
from engine.znamenosets.strength import attack_strength, current_strength
from engine.znamenosets.victory import max_game_turns, remaining_health
from engine.znamenosets.warriors import Kind, TroopClass

__all__ = [
    "DEFAULT_RULESET",
    "GRID",
    "Action",
    "Attack",
    "Cell",
    "Direction",
    "GameState",
    "Kind",
    "Move",
    "MoveLine",
    "Phase",
    "Remove",
    "RuleViolation",
    "Ruleset",
    "SeededDice",
    "Side",
    "TroopClass",
    "Warrior",
    "apply",
    "army_deck",
    "attack_strength",
    "current_strength",
    "deploy",
    "deployment_cells",
    "legal_actions",
    "max_game_turns",
    "new_game",
    "position",
    "random_playout",
    "remaining_health",
    "restore",
    "snapshot",
]
