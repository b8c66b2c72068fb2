"""The Warseer scenario vocabulary: a hex battlefield stated in a table, dice scripted by
symbol, and the attack's steps one by one.

Every step drives the real engine (:mod:`engine.signum.warseer`). A scenario states its
creatures with their cards' numbers (``Given the battlefield:``) and the other cards it
uses (``Given the cards:``), so a question needs no card database. Creatures are named by
their hex, ``the creature on c4``; hexes are written column letter and row number, the same
in every language (ruling LS2-C.2).

Dice are scripted strictly, die by die: ``Given the dice will roll: sword, dragon+push``
states what the next rolls show; a roll nobody scripted, a face its die does not have or
a scripted face never rolled fails the step. An action the rules forbid does not fail its
``When`` step: the refusal waits for ``Then the action is refused under rule LS2-…``.

One module per job: :mod:`.fields` (words and tables), :mod:`.world` (the scenario's
world), :mod:`.cards` and :mod:`.table` (Given), :mod:`.actions` (When), :mod:`.outcomes`
(Then). Under pytest each module is a plugin of its own.
"""

from rulebook.vocabulary.warseer import actions, cards, fields, outcomes, table, world
from rulebook.vocabulary.warseer.world import World, ls2_world

MODULES = (fields, world, cards, table, actions, outcomes)
pytest_plugins = [module.__name__ for module in MODULES]

__all__ = ["MODULES", "World", "ls2_world"]
