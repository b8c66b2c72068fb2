"""A quicker start for the ``rulebook`` command, which a rules lawyer runs again and again.

Python up to 3.12 writes the methods of each dataclass (``__init__``, ``__eq__``,
``__hash__``...) as source text and compiles that text every time it creates the class. The
engine's states, cards and actions are about a hundred dataclasses, so a one-scenario
Warseer question spent about 30 ms of its 160 ms compiling them
(``python -m benchmarks --only check``). :func:`kept_dataclass_code` keeps the compiled
methods in the user's cache (:mod:`rulebook.cache`), keyed by their source text, and the
next run takes them from there. The same text compiled with the same flags is the same
code, so every class behaves exactly as it would without the cache; a cache that cannot be
read or written is simply made again.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import CodeType
from typing import Any

from rulebook.paths import user_cache_dir

MOST_ENTRIES = (
    2_000  # in one module's file; past it the file starts over, so old code cannot pile up
)


def code_folder() -> Path:
    """The cache of this very Python: a code object is read back only by the version that made it."""
    return (
        user_cache_dir() / "dataclass-code" / f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    )


def read_codes(path: Path) -> dict[str, CodeType]:
    try:
        codes = marshal.loads(path.read_bytes())  # loads, not load: load reads a file piecemeal
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict) or len(codes) > MOST_ENTRIES:
        return {}
    return {text: code for text, code in codes.items() if isinstance(code, CodeType)}


def write_codes(path: Path, codes: dict[str, CodeType]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}")
        partial.write_bytes(marshal.dumps(codes))
        partial.replace(path)  # atomic: a parallel run reads the old file or the new one
    except OSError:
        pass


@contextmanager
def kept_dataclass_code(folder: Path | None = None) -> Iterator[None]:
    """Within this block, dataclasses take their methods' code from the cache in ``folder``
    (by default :func:`code_folder`), one file for each module that defines dataclasses, and
    add to it what they had to compile. A run reads only the files of the modules it imports."""
    folder = folder or code_folder()
    modules: dict[str, dict[str, CodeType]] = {}
    grown: set[str] = set()

    def run(source: str, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        # dataclasses run each method's text in the namespace of the class's module
        module = str((globals or {}).get("__name__") or "_")
        if module not in modules:
            modules[module] = read_codes(folder / module)
        codes = modules[module]
        code = codes.get(source)
        if code is None:
            # dont_inherit: compiled as dataclasses' own exec() would, without this module's
            # ``from __future__ import annotations`` (which would turn annotations to strings)
            code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            grown.add(module)
        builtins.exec(code, globals, locals)

    dataclasses.exec = run  # type: ignore[attr-defined]  # dataclasses' own name for exec
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        for module in grown:
            write_codes(folder / module, modules[module])
