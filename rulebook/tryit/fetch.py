"""Fetching what Try it carries, once per machine, with every file's integrity checked.

- Pyodide: one pinned version of the ``pyodide`` package of the npm registry, fetched
  with npm (``npm pack``); its tarball must have the pinned sha512, the registry's
  integrity value for that version.
- The runner's dependencies: the wheels of ``requirements.txt`` beside this module,
  fetched with pip (``--require-hashes``: each must have its pinned sha256).

Both land in a cache folder (``$XDG_CACHE_HOME/signum-rulebook/tryit``, or
``RULEBOOK_TRYIT_CACHE``) and are checked again each time a book takes them. A
failure is a :class:`FetchError` saying what to do.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from rulebook.paths import user_cache_dir

REQUIREMENTS = Path(__file__).with_name("requirements.txt")
PINNED = re.compile(r"^(?P<name>[\w.-]+)==(?P<version>\S+) --hash=sha256:(?P<sha256>[0-9a-f]{64})$")


class FetchError(Exception):
    """Something Try it needs could not be fetched, or is not what was pinned."""


@dataclass(frozen=True)
class NpmPackage:
    name: str
    version: str
    integrity: str  # the registry's ``dist.integrity``: sha512, base64
    files: tuple[str, ...]  # the files of its ``package/`` folder the books carry
    fetched: tuple[str, ...] = ()  # those the loader fetches (the others it imports)

    @property
    def tarball(self) -> str:
        return f"{self.name}-{self.version}.tgz"


PYODIDE = NpmPackage(
    "pyodide",
    "314.0.8",
    "sha512-74Wq1kXOC+CCEzAfxuRAO701nAcCMLjf8NrwvWpu8S41dVMXwXmLQ05dYB+F4e46AdnGo0oq7YHSVUpHsoarLQ==",
    # The loader, the interpreter and its standard library, and the lock file it reads at start.
    (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    ),
    ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"),
)


@dataclass(frozen=True)
class Wheel:
    name: str
    version: str
    sha256: str

    def found_in(self, folder: Path) -> Path | None:
        """This wheel in ``folder``, by its distribution name and version."""
        stem = re.sub(r"[-_.]+", "_", self.name).lower()
        for path in sorted(folder.glob("*.whl")):
            name, version = path.name.split("-")[:2]
            if name.lower() == stem and version == self.version:
                return path
        return None


def pinned_wheels(requirements: Path = REQUIREMENTS) -> list[Wheel]:
    wheels = []
    for line in requirements.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            found = PINNED.match(line.strip())
            if found is None:
                raise FetchError(f"{requirements}: not a pinned requirement: {line!r}")
            wheels.append(Wheel(found["name"], found["version"], found["sha256"]))
    return wheels


def cache_dir() -> Path:
    named = os.environ.get("RULEBOOK_TRYIT_CACHE")
    if named:
        return Path(named)
    return user_cache_dir() / "tryit"


def digest(path: Path, algorithm: str) -> bytes:
    hashed = hashlib.new(algorithm)
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            hashed.update(block)
    return hashed.digest()


def npm_integrity(path: Path) -> str:
    """A file's integrity as the npm registry writes it: ``sha512-`` and base64."""
    return "sha512-" + base64.b64encode(digest(path, "sha512")).decode("ascii")


def run(command: list[str], cwd: Path) -> None:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise FetchError(f"{command[0]} is needed to fetch what Try it carries") from None
    if done.returncode != 0:
        raise FetchError(f"{' '.join(command)} failed:\n{(done.stderr or done.stdout)[-2000:]}")


def pyodide(cache: Path | None = None, package: NpmPackage = PYODIDE) -> Path:
    """The folder of Pyodide's files, fetched with npm if the cache lacks them."""
    cache = cache or cache_dir()
    folder = cache / f"{package.name}-{package.version}"
    tarball = cache / package.tarball
    if not tarball.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as scratch:
            run(["npm", "pack", "--silent", f"{package.name}@{package.version}"], Path(scratch))
            (Path(scratch) / package.tarball).replace(tarball)
    if npm_integrity(tarball) != package.integrity:
        tarball.unlink()
        raise FetchError(f"{package.tarball} is not the pinned {package.name} (its sha512 differs)")
    if not all((folder / name).is_file() for name in package.files):
        unpack(tarball, folder, package.files)
    return folder


def unpack(tarball: Path, folder: Path, files: tuple[str, ...]) -> None:
    """The named files of an npm tarball's ``package/`` folder, and nothing else."""
    scratch = Path(tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}."))
    try:
        with tarfile.open(tarball, "r:gz") as archive:
            for name in files:
                member = archive.getmember(f"package/{name}")
                source = archive.extractfile(member)
                if source is None:
                    raise FetchError(f"{tarball.name}: package/{name} is not a file")
                with source, (scratch / name).open("wb") as target:
                    shutil.copyfileobj(source, target)
        shutil.rmtree(folder, ignore_errors=True)
        scratch.replace(folder)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def wheels(cache: Path | None = None, requirements: Path = REQUIREMENTS) -> list[Path]:
    """The pinned wheels, fetched with pip if the cache lacks one; each checked by its hash."""
    folder = (cache or cache_dir()) / "wheels"
    wanted = pinned_wheels(requirements)
    if any(wheel.found_in(folder) is None for wheel in wanted):
        folder.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "download", "-q"]
        pip += ["--no-deps", "--only-binary=:all:", "--require-hashes", "-d", str(folder)]
        run([*pip, "-r", str(requirements)], folder)
    found = []
    for wheel in wanted:
        path = wheel.found_in(folder)
        if path is None:
            raise FetchError(f"pip fetched no wheel of {wheel.name} {wheel.version}")
        if digest(path, "sha256").hex() != wheel.sha256:
            path.unlink()
            raise FetchError(f"{path.name} is not the pinned wheel (its sha256 differs)")
        found.append(path)
    return found
