"""Building a book with Sphinx: the one way the CLI, the preview and the tests do it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from sphinx import locale
from sphinx.cmd.build import build_main

from rulebook.paths import DOCS_DIR


def build_book(
    language: str,
    target: Path,
    *,
    docs: Path = DOCS_DIR,
    builder: str = "html",
    settings: Mapping[str, str] | None = None,
    strict: bool = True,
    fresh: bool = False,
    doctrees: Path | None = None,
) -> int:
    """Sphinx's exit status. ``strict`` makes every warning an error; ``settings`` are ``-D``s.

    ``doctrees`` is where Sphinx keeps what it read (by default inside ``target``): builders
    of one language that share it read the sources once (HTML, then PDF and EPUB).
    """
    # Sphinx keeps each catalog's translator for the life of the process and only adds
    # later ones as fallbacks: a book in another language must start afresh.
    locale.translators.clear()
    arguments = ["-q", "--keep-going", "-b", builder, "-D", f"language={language}"]
    arguments += ["-W"] if strict else []
    arguments += ["-E"] if fresh else []
    arguments += ["-d", str(doctrees)] if doctrees else []
    for name, value in (settings or {}).items():
        arguments += ["-D", f"{name}={value}"]
    return build_main([*arguments, str(docs), str(target)])
