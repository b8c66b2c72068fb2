"""The scenario vocabulary and the verdict recorder are pytest plugins of the product. The
tests add three of their own: the check of the programs a test needs beyond Python
(``tests/support/needs.py``), the real books, built once per session
(``tests/support/books.py``), and the tracer that holds every refusal of the engines to a
test asserting its rule (``tests/support/refusal_sites.py``)."""

from rulebook.vocabulary import GAME_MODULES

pytest_plugins = [
    *GAME_MODULES,
    "rulebook.scenarios.plugin",
    "support.needs",
    "support.books",
    "support.refusal_sites",
]
