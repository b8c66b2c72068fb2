"""The scenario vocabulary and the verdict recorder are pytest plugins of the product. The
tests add three of their own: the check of the programs a test needs beyond Python
(``tests/support/needs.py``), the real books, built once per session
(``tests/support/books.py``), and the tracer that holds every refusal of the engines to a
test asserting its rule (``tests/support/refusal_sites.py``)."""

import os
import sys

from rulebook.vocabulary import GAME_MODULES

# The suite starts Python a few hundred times (the CLI, Sphinx builds, pytest runs of its
# own): where the machine asks Python not to keep bytecode (PYTHONDONTWRITEBYTECODE), each
# of them compiled the project's modules afresh. The suite keeps it, as Python does by
# default; its workers and the programs it starts inherit that.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

pytest_plugins = [
    *GAME_MODULES,
    "rulebook.scenarios.plugin",
    "support.needs",
    "support.books",
    "support.refusal_sites",
]
