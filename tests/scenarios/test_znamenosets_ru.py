"""Every Znamenosets scenario again, rendered in Russian through the vocabulary catalogs."""

from pytest_bdd import scenarios

from rulebook.scenarios.translate import translate_all

scenarios(str(translate_all("ru", game="znamenosets") / "znamenosets"))
