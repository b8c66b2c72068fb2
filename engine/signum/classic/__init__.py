"""Legends of Signum, classic edition: the reference engine for the 60 x 60 cm table.

>>> from engine.core.dice import SeededDice
>>> from engine.signum.classic import random_playout, sample_game
>>> final = random_playout(sample_game(SeededDice(3)), SeededDice(4), max_turns=4)
>>> final.turn >= 1
True
"""

from engine.signum.classic.actions import (
    Absorb,
    Action,
    Build,
    CastSpell,
    EndActivation,
    EndTurn,
    Equip,
    Fight,
    LetPass,
    Move,
    Mulligan,
    PlaceHero,
    PlaceTerrain,
    Reveal,
    Run,
    SetTactic,
    Shoot,
    SkipBuilding,
    Split,
    Summon,
)
from engine.signum.classic.cards import CardPool
from engine.signum.classic.game import apply, apply_as, legal_actions, play, random_playout
from engine.signum.classic.positions import hypothetical, position
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.ruleset import Reveal as RevealOption
from engine.signum.classic.sample import SAMPLE, sample_game
from engine.signum.classic.state import Camp, Creature, GameState, Phase
from engine.signum.classic.table import Edge, Player, Point
from engine.signum.classic.turn import new_game

__all__ = [
    "DEFAULT_RULESET",
    "SAMPLE",
    "Absorb",
    "Action",
    "Build",
    "Camp",
    "CardPool",
    "CastSpell",
    "Creature",
    "Edge",
    "EndActivation",
    "EndTurn",
    "Equip",
    "Fight",
    "GameState",
    "LetPass",
    "Move",
    "Mulligan",
    "Phase",
    "PlaceHero",
    "PlaceTerrain",
    "Player",
    "Point",
    "Reveal",
    "RevealOption",
    "Ruleset",
    "Run",
    "SetTactic",
    "Shoot",
    "SkipBuilding",
    "Split",
    "Summon",
    "apply",
    "apply_as",
    "hypothetical",
    "legal_actions",
    "new_game",
    "play",
    "position",
    "random_playout",
    "sample_game",
]
