"""The classic edition's scenario vocabulary: the table in centimetres, cards stated in tables.

Every step drives the real engine (:mod:`engine.signum.classic`). A scenario states the
cards it uses in its own tables (``Given the characters:``, ``Given the relics:``...),
and the creatures on the table with their cards' values (``Given the table:``), so a
question needs no card database (ruling LS1-C.31). Creatures are named by where they
stand: ``the creature at 12,30``, in centimetres from the south-west corner (LS1-4.2).

Dice are scripted strictly, by face: ``Given the dice will roll 5, 3, 6`` states what
the next action rolls, and that action must roll exactly those dice, no more, no fewer.
An action the rules forbid does not fail its ``When`` step: the refusal is kept for
``Then the action is refused under rule LS1-…`` (:mod:`rulebook.vocabulary.common`).

One module per job: :mod:`.fields` (words and tables), :mod:`.world` (the scenario's
world), :mod:`.cards` and :mod:`.table` (Given), :mod:`.actions` (When),
:mod:`.outcomes` (Then), :mod:`.decks` (deck building). Under pytest each module is a
plugin of its own (``pytest_plugins``), so that pytest-bdd finds the steps it holds.
"""

from rulebook.vocabulary.classic import actions, cards, decks, fields, outcomes, table, world
from rulebook.vocabulary.classic.world import World, ls1_world

MODULES = (fields, world, cards, table, actions, outcomes, decks)
pytest_plugins = [module.__name__ for module in MODULES]

__all__ = ["MODULES", "World", "ls1_world"]
