"""What every game shares: errors, dice, the event log and board geometry."""

from engine.core.dice import Dice, ScriptedDice, ScriptError, SeededDice
from engine.core.errors import RuleViolation, Term
from engine.core.events import Event

__all__ = ["Dice", "Event", "RuleViolation", "ScriptError", "ScriptedDice", "SeededDice", "Term"]
