"""A quicker start for every process of the toolchain: ``rulebook check``, which a rules
lawyer runs again and again, the book builds, the test suite's many runs.

Python up to 3.12 writes the methods of each dataclass (``__init__``, ``__eq__``,
``__hash__``...) as source text and compiles that text every time it creates the class. The
engine's states, cards and actions are about a hundred dataclasses a game, so a
one-scenario Warseer question spent about 30 ms of its 160 ms compiling them, and a book
build about 100 ms (``python -m benchmarks --only check``). :func:`install`, called when the
``rulebook`` package is imported, keeps the compiled methods in the user's cache
(:mod:`rulebook.cache`), one file for each module that defines dataclasses, keyed by their
source text; a later process takes them from there. The same text compiled with the same
flags is the same code, so every class behaves exactly as it would without the cache, and
a cache that cannot be read or written is simply made again.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import sys
from pathlib import Path
from types import CodeType
from typing import Any

from rulebook.files import replace_quietly
from rulebook.paths import user_cache_dir

MOST_ENTRIES = 2_000  # in one module's file; past it the file starts over, so no pile-up


def code_folder() -> Path:
    """The cache of this very Python: a code object is read back only by the version that made it."""
    version = f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    return user_cache_dir() / "dataclass-code" / version


class DataclassCode:
    """The compiled methods of dataclasses, by module, read from ``folder`` as needed."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.modules: dict[str, dict[str, CodeType]] = {}
        self.grown: set[str] = set()

    def exec(self, source: str, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        """What ``exec`` does with a method's source, its code compiled once and kept."""
        # dataclasses run each method's text in the namespace of the class's module
        module = str((globals or {}).get("__name__") or "_")
        if module not in self.modules:
            self.modules[module] = read_codes(self.folder / module)
        codes = self.modules[module]
        code = codes.get(source)
        if code is None:
            # dont_inherit: compiled as dataclasses' own exec() would, without this module's
            # ``from __future__ import annotations`` (which would turn annotations to strings)
            code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            self.grown.add(module)
        builtins.exec(code, globals, locals)

    def save(self) -> None:
        """Write the files of the modules that compiled something new."""
        for module in sorted(self.grown):
            replace_quietly(self.folder / module, marshal.dumps(self.modules[module]))
        self.grown.clear()


def read_codes(path: Path) -> dict[str, CodeType]:
    try:
        codes = marshal.loads(path.read_bytes())  # loads, not load: load reads a file piecemeal
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict) or len(codes) > MOST_ENTRIES:
        return {}
    return {text: code for text, code in codes.items() if isinstance(code, CodeType)}


def install() -> None:
    """From now on in this process, dataclasses take their methods' code from the cache, and
    what they had to compile is written to it when the process ends. Not in the browser
    (Try it): its files do not outlive the page."""
    if sys.platform == "emscripten" or hasattr(dataclasses, "exec"):
        return
    code = DataclassCode(code_folder())
    dataclasses.exec = code.exec  # type: ignore[attr-defined]  # dataclasses' own name for exec
    atexit.register(code.save)
