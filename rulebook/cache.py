"""What the tool can always work out again, kept in the user's cache between runs.

The cache lives in ``$XDG_CACHE_HOME/signum-rulebook`` (``~/.cache`` by default). Each
entry is named by a key that says everything it was made from; an entry that cannot be
read or written is simply made again, so the cache never changes an answer.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import engine
from rulebook.files import replace_quietly
from rulebook.paths import PACKAGE_DIR, tool_locales, user_cache_dir

T = TypeVar("T")
FORMAT = 1  # raise it when what an entry holds changes shape


def kept(kind: str, key: str, make: Callable[[], T]) -> T:
    """The value kept under ``kind`` and ``key``, or ``make()``'s, kept for the next run."""
    path = user_cache_dir() / kind / f"{hashlib.sha256(f'{FORMAT}:{key}'.encode()).hexdigest()}"
    try:
        with path.open("rb") as stream:
            return pickle.load(stream)  # type: ignore[no-any-return]
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    value = make()
    replace_quietly(path, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    return value


def file_stamp(path: Path) -> str:
    """A file's identity for a key: where it is, its size and when it last changed."""
    status = path.stat()
    return f"{path.resolve()}:{status.st_size}:{status.st_mtime_ns}"


def code_stamp() -> str:
    """The stamps of the tool's and the engine's code and of the catalogs it ships with."""
    folders = (PACKAGE_DIR, Path(engine.__file__).parent)
    files = [path for folder in folders for path in sorted(folder.rglob("*.py"))]
    files += sorted(tool_locales().rglob("*.po")) + sorted(tool_locales().glob("*.toml"))
    digest = hashlib.sha256()
    for path in files:
        digest.update(file_stamp(path).encode())
    return digest.hexdigest()
