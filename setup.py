"""Packaging, beside pyproject.toml: the one thing it cannot say declaratively.

The tool answers questions with catalogs that live in ``locales/`` beside the
translators' other catalogs; the wheel carries them inside the package, as
``rulebook/locales`` (see ``rulebook.paths.tool_locales``).
"""

from setuptools import find_packages, setup

TOOL_CATALOGS = ("vocabulary", "reasons", "rulebook")

setup(
    packages=[*find_packages(include=["engine*", "rulebook*"]), "rulebook.locales"],
    package_dir={"rulebook.locales": "locales"},
    package_data={
        "rulebook.locales": [
            *(f"*/LC_MESSAGES/{name}.po" for name in TOOL_CATALOGS),
            "retired-steps.toml",
        ],
        "rulebook.sphinx": ["static/**/*", "templates/**/*"],
        "rulebook.printed": ["static/**/*", "templates/**/*", "texinputs/*"],
        "rulebook.tryit": ["requirements.txt"],
        "engine.signum.warseer": ["data/*.toml"],
    },
)
