"""What a verdict depends on besides its own text: the code that ran it, and when it ran.

A scenario's text has its own fingerprint (see :mod:`rulebook.scenarios.catalogue`).
The rest of what decides its verdict is code: the engine with its ruleset data,
and the step vocabulary. :func:`code_fingerprint` hashes them, per game (a file
whose path names another game does not count), so changing the horseman's
strength makes every recorded Znamenosets verdict stale, and a Warseer edit
leaves them alone.
"""

from __future__ import annotations

import datetime
import hashlib
import importlib.util
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from rulebook.paths import FEATURES_DIR, REPO_ROOT

# The engine (its rules code and ruleset data) and the step vocabulary that drives it: the
# packages that run, wherever they are installed, not the folders of the project being built.


def package_folder(name: str) -> Path:
    """Where the package ``name`` is imported from, without importing it."""
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None, name
    return Path(spec.origin).parent


CODE_ROOTS = (package_folder("engine"), package_folder("rulebook.vocabulary"))
SKIPPED_PARTS = ("__pycache__",)
SKIPPED_SUFFIXES = (".pyc", ".pyo")


def known_games(features: Path = FEATURES_DIR) -> frozenset[str]:
    """The games of the checkout: one folder each under ``features/``."""
    if not features.is_dir():
        return frozenset()
    return frozenset(p.name for p in features.iterdir() if p.is_dir())


def game_of(feature: str) -> str:
    """The game of a feature file, as results name it (``features/znamenosets/attack.feature``)."""
    return PurePosixPath(feature).parent.name


def code_files(roots: Iterable[Path], game: str, games: frozenset[str]) -> list[tuple[str, Path]]:
    """Every file under ``roots`` that a verdict of ``game`` may depend on, by a stable name."""
    others = games - {game} if game in games else frozenset()
    found = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in root.rglob("*"):
            parts = path.relative_to(root).parts
            names = {Path(part).stem for part in parts}
            if (
                not path.is_file()
                or path.suffix in SKIPPED_SUFFIXES
                or any(part in SKIPPED_PARTS for part in parts)
                or names & others
            ):
                continue
            found.append((f"{root.name}/{'/'.join(parts)}", path))
    return sorted(found)


def code_fingerprint(
    game: str, roots: Iterable[Path] = CODE_ROOTS, games: frozenset[str] | None = None
) -> str:
    """A short hash of the engine and vocabulary code a verdict of ``game`` depends on."""
    digest = hashlib.sha256()
    for name, path in code_files(roots, game, known_games() if games is None else games):
        digest.update(name.encode("utf-8") + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def books_code_fingerprint() -> str:
    """A hash of all the code a book's pages come from: what verdicts depend on, and the
    toolchain that draws them. When it changes, a book is read again from scratch."""
    toolchain = package_folder("rulebook")
    roots = (*CODE_ROOTS, toolchain / "scenarios", toolchain / "sphinx", toolchain / "diagrams")
    return code_fingerprint("", roots, frozenset())


class CodeFingerprints:
    """The code fingerprint of each game, computed once (per build, per test run)."""

    def __init__(self, roots: Iterable[Path] = CODE_ROOTS) -> None:
        self.roots = tuple(roots)
        self.games = known_games()
        self.found: dict[str, str] = {}

    def of(self, feature: str) -> str:
        game = game_of(feature)
        if game not in self.found:
            self.found[game] = code_fingerprint(game, self.roots, self.games)
        return self.found[game]


@dataclass(frozen=True)
class Run:
    """When a run happened, and on which commit (empty outside a git checkout)."""

    date: str
    commit: str

    @classmethod
    def now(cls) -> Run:
        moment = datetime.datetime.now(datetime.UTC).replace(microsecond=0)
        return cls(moment.isoformat().replace("+00:00", "Z"), current_commit())


def current_commit(root: Path = REPO_ROOT) -> str:
    """The checkout's commit, marked ``+`` when the work tree has changes; "" if not a checkout."""

    def git(*arguments: str) -> str:
        command = ["git", *arguments]
        done = subprocess.run(
            command, cwd=root, capture_output=True, text=True, check=True, timeout=10
        )
        return done.stdout.strip()

    try:
        head = git("rev-parse", "--short=12", "HEAD")
        changes = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.SubprocessError):
        return ""
    return head + ("+" if changes else "")
