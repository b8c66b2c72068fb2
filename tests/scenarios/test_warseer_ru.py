"""Every Warseer scenario again, rendered in Russian through the vocabulary catalogs.

Collected once the Warseer vocabulary is one of the games' (rulebook/games.py); a copy of
the project without the Warseer chapters collects none.
"""

from pytest_bdd import scenarios

from rulebook.games import game_named
from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.translate import translate_all

if game_named("warseer") is not None and (FEATURES_DIR / "warseer").is_dir():
    scenarios(str(translate_all("ru", game="warseer") / "warseer"))
