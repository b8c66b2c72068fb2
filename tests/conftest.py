"""The scenario vocabulary and the verdict recorder are pytest plugins of the product; the
real books, built once per session, are a plugin of the tests (``tests/support/books.py``)."""

from rulebook.vocabulary import GAME_MODULES

pytest_plugins = [*GAME_MODULES, "rulebook.scenarios.plugin", "support.books"]
