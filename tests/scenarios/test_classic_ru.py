"""Every classic-edition scenario again, rendered in Russian through the vocabulary catalogs.

A copy of the project without the classic chapters (the books' small test checkouts)
collects none.
"""

from pytest_bdd import scenarios

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.translate import translate_all

if (FEATURES_DIR / "classic").is_dir():
    scenarios(str(translate_all("ru", game="classic") / "classic"))
