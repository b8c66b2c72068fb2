"""Legends of Signum 2: Warseer, the reference engine for the hex battlefield.

The board (``hexes``, ``terrain``, ``battlefield``), the state (``state``, ``tokens``),
line of sight (``sight``), movement (``movement``) and snapshots (``snapshot``) carry
the rest: combat (``attack`` and its helpers) and the turn (``turn``, ``game``...).

A game begins with each player returning cards from the opening hand (the set-up):

>>> from engine.core.dice import SeededDice
>>> from engine.signum.warseer import legal_actions, sample_game
>>> state = sample_game(SeededDice(3))
>>> state.phase.value, {type(action).__name__ for action in legal_actions(state)}
('setup', {'ReturnCards'})
"""

from engine.signum.warseer.actions import (
    Action,
    Activate,
    Attack,
    Build,
    CastSpell,
    Contract,
    DiscardFeat,
    DiscardSupport,
    EndActivation,
    EndTurn,
    Equip,
    Heal,
    Hook,
    LayTerrain,
    LongShot,
    Move,
    Pass,
    PlayFeat,
    PlayTactic,
    ReturnCards,
    Rise,
    Run,
    Skip,
    Summon,
    UseBuilding,
    UseRelic,
)
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.cards import CardPool
from engine.signum.warseer.game import apply, legal_actions, play, random_playout
from engine.signum.warseer.hexes import Hex, distance
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.sample import named_cards, sample_game
from engine.signum.warseer.snapshot import snapshot
from engine.signum.warseer.state import Creature, GameState, Phase, PlayerState
from engine.signum.warseer.turn import new_game

__all__ = [
    "DEFAULT_RULESET",
    "Action",
    "Activate",
    "Attack",
    "Battlefield",
    "Build",
    "CardPool",
    "CastSpell",
    "Contract",
    "Creature",
    "DiscardFeat",
    "DiscardSupport",
    "EndActivation",
    "EndTurn",
    "Equip",
    "GameState",
    "Heal",
    "Hex",
    "Hook",
    "LayTerrain",
    "LongShot",
    "Move",
    "Pass",
    "Phase",
    "PlayFeat",
    "PlayTactic",
    "Player",
    "PlayerState",
    "ReturnCards",
    "Rise",
    "Ruleset",
    "Run",
    "Skip",
    "Summon",
    "UseBuilding",
    "UseRelic",
    "apply",
    "distance",
    "legal_actions",
    "named_cards",
    "new_game",
    "play",
    "random_playout",
    "sample_game",
    "snapshot",
]
