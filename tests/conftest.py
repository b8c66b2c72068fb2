"""The scenario vocabulary and the verdict recorder are pytest plugins of the product. The
tests add two of their own: the check of the programs a test needs beyond Python
(``tests/support/needs.py``), and the real books, built once per session
(``tests/support/books.py``)."""

from rulebook.vocabulary import GAME_MODULES

pytest_plugins = [*GAME_MODULES, "rulebook.scenarios.plugin", "support.needs", "support.books"]
