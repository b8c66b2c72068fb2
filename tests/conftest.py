"""The scenario vocabulary and the verdict recorder are pytest plugins of the product."""

from rulebook.vocabulary import GAME_MODULES

pytest_plugins = [*GAME_MODULES, "rulebook.scenarios.plugin"]
