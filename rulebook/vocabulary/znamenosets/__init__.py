"""The Znamenosets scenario vocabulary: what a scenario may say, and what it means.

Every step drives the real engine. An action the rules forbid does not fail its
``When`` step: the refusal is kept, and a later step must expect it (see
:mod:`rulebook.vocabulary.world`).

``Given`` steps build only positions a game can reach: the engine refuses the
others with the rule that forbids them, and a phase the rules would leave at
once (an attack phase with no attack) fails its step, naming the rule. A phase
the rules reach by themselves where none was asked for (after an action, or on
a board given without a phase) is noted on its step.

``the warrior at d4 moves to e5`` names only where the warrior ends: a warrior
walks orthogonally (ZN-6.1), so a cell it cannot reach that way is refused, and a
move that does not go straight names the path it takes.

One module per job: :mod:`.fields` (words and tables), :mod:`.world` (the scenario's
world), :mod:`.table` (Given), :mod:`.actions` (When), :mod:`.outcomes` (Then). Under
pytest each module is a plugin of its own.
"""

# The steps register as the modules load: Given, When, Then, in this order.
from rulebook.vocabulary.znamenosets import fields, world, table, actions, outcomes  # noqa: I001
from rulebook.vocabulary.znamenosets.fields import BOARD_TABLE, KIND, SIDE
from rulebook.vocabulary.znamenosets.world import World, zn_world

MODULES = (fields, world, table, actions, outcomes)
pytest_plugins = [module.__name__ for module in MODULES]

__all__ = ["BOARD_TABLE", "KIND", "MODULES", "SIDE", "World", "zn_world"]
