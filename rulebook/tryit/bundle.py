"""What a built book carries for Try it, in ``_static/tryit/`` beside its pages.

- ``pyodide/``: Pyodide's loader, interpreter and standard library (:mod:`rulebook.tryit.fetch`);
- ``packages/``: what is unpacked into Pyodide's ``site-packages`` before the first
  question: the pinned wheels of the runner's dependencies, as PyPI has them, except
  Babel's, which carries the CLDR data of more than a thousand locales (36 MB once
  unpacked) and goes in with the data of the books' languages alone; and the rulebook's
  own packages (``engine`` and ``rulebook``, as this ``rulebook`` runs them, with the
  tool's catalogs), so the page answers as the ``rulebook check`` that built it;
- ``manifest.json``: each package's file, its sha256 and its size, and the same for the
  files of Pyodide that the page fetches (its interpreter, standard library and lock
  file). The page's worker checks each (``fetch`` with ``integrity``) before it uses it,
  and keeps it in the browser's Cache API under its sha256, so another page of the book
  (or the same page again) takes it from there.

Every file is the book's own: a page loads nothing from anywhere else.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import engine
from rulebook.paths import PACKAGE_DIR, tool_locales
from rulebook.tryit import fetch
from rulebook.vocabulary.catalog import LANGUAGES

FOLDER = "tryit"  # under the book's _static/
BABEL_LOCALES = ("root", *LANGUAGES)  # a language's data falls back on root's
SKIPPED = ("__pycache__",)
STAMP = "inputs.sha256"  # the fingerprint of what the bundle was made from
ZIP_TIME = (2000, 1, 1, 0, 0, 0)  # the same archive for the same files


@dataclass(frozen=True)
class Package:
    """One archive unpacked into site-packages: a wheel, or a zip laid out as one."""

    file: str  # under ``packages/``
    integrity: str  # for the page's fetch: ``sha256-`` and base64
    size: int = 0  # bytes: how the page tells how far loading has got

    def to_dict(self) -> dict[str, str | int]:
        return {"file": f"packages/{self.file}", "integrity": self.integrity, "size": self.size}


def file_entry(root: Path, path: Path) -> dict[str, str | int]:
    """A file the page fetches through its cache: where, its integrity and its size."""
    return {
        "file": path.relative_to(root).as_posix(),
        "integrity": integrity(path),
        "size": path.stat().st_size,
    }


def integrity(path: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def write_zip(path: Path, members: Iterator[tuple[str, bytes]]) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(members):
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


def babel_kept(name: str) -> bool:
    """Whether a file of Babel's wheel goes in: all but other languages' locale data."""
    folder, _, file = name.rpartition("/")
    return folder != "babel/locale-data" or not file.endswith(".dat") or file[:-4] in BABEL_LOCALES


def babel_subset(wheel: Path, target: Path) -> Path:
    """Babel's wheel with the locale data of the books' languages alone."""
    version = wheel.name.split("-")[1]
    path = target / f"babel-{version}-{'-'.join(LANGUAGES)}.zip"
    with zipfile.ZipFile(wheel) as source:
        members = ((n, source.read(n)) for n in source.namelist() if babel_kept(n))
        write_zip(path, members)
    return path


def package_files(folder: Path, prefix: str) -> Iterator[tuple[str, bytes]]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not any(part in SKIPPED for part in path.parts):
            yield f"{prefix}/{path.relative_to(folder).as_posix()}", path.read_bytes()


def tool_catalogs() -> Iterator[tuple[str, bytes]]:
    """The catalogs the tool answers with, where a wheel puts them (``rulebook/locales``)."""
    for path in sorted(
        [*tool_locales().glob("*/LC_MESSAGES/*.po"), *tool_locales().glob("*.toml")]
    ):
        relative = path.relative_to(tool_locales()).as_posix()
        yield f"rulebook/locales/{relative}", path.read_bytes()


def project_members() -> dict[str, bytes]:
    """The ``engine`` and ``rulebook`` packages this process runs, with the tool's catalogs."""
    members = dict(package_files(Path(engine.__file__).parent, "engine"))
    members.update(package_files(PACKAGE_DIR, "rulebook"))
    if not any(name.startswith("rulebook/locales/") for name in members):
        members.update(tool_catalogs())  # run from a checkout: the catalogs live beside it
    return members


def project_archive(target: Path, members: dict[str, bytes]) -> Path:
    """The project's files as one archive, named by its hash."""
    staged = target / "rulebook.zip"
    write_zip(staged, iter(members.items()))
    named = target / f"signum-rulebook-{integrity(staged)[7:19].replace('/', '_')}.zip"
    staged.replace(named)
    return named


def link_or_copy(source: str, target: str) -> None:
    """The cached file itself where it can be (a hard link: every book shares its 13 MB)."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def bundle(static: Path, cache: Path | None = None) -> None:
    """Write ``static/tryit/``: Pyodide, the packages and the manifest.

    A rebuild whose inputs are those of the bundle already there (the same Pyodide, wheels
    and project files) keeps it: a translator's rebuild need not pack it again.
    """
    root = static / FOLDER
    pyodide, wheels = fetch.pyodide(cache), fetch.wheels(cache)
    members = project_members()
    stamp = inputs_stamp(pyodide, wheels, members)
    if (root / STAMP).is_file() and (root / STAMP).read_text(encoding="utf-8") == stamp:
        return
    shutil.rmtree(root, ignore_errors=True)
    (root / "packages").mkdir(parents=True)
    shutil.copytree(pyodide, root / "pyodide", copy_function=link_or_copy)
    made = []
    for wheel in wheels:
        if wheel.name.startswith("babel-"):
            made.append(babel_subset(wheel, root / "packages"))
        else:
            made.append(Path(shutil.copy(wheel, root / "packages")))
    made.append(project_archive(root / "packages", members))
    packages = [Package(path.name, integrity(path), path.stat().st_size) for path in made]
    fetched = [root / "pyodide" / name for name in fetch.PYODIDE.fetched]
    manifest = {
        "pyodide": [file_entry(root, path) for path in fetched],
        "packages": [package.to_dict() for package in packages],
    }
    (root / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    (root / STAMP).write_text(stamp, encoding="utf-8")  # last: a bundle cut short has none


def inputs_stamp(pyodide: Path, wheels: list[Path], members: dict[str, bytes]) -> str:
    """What a bundle is made of: Pyodide's folder, the wheels' names and the project's files."""
    digest = hashlib.sha256(str(pyodide.resolve()).encode())
    for wheel in wheels:
        digest.update(f"{wheel.name} {wheel.stat().st_size}\n".encode())
    for name, data in sorted(members.items()):
        digest.update(f"{name} {len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()
