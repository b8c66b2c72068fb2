"""Building the printed books: ``signum-rulebook-<lang>.pdf`` and ``.epub``.

Sphinx writes the LaTeX (or the EPUB) from the same reading of the sources as the
web book, when they share a doctrees folder; XeLaTeX, run by latexmk, makes the PDF.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

from rulebook.books import build_book
from rulebook.paths import BUILD_DIR
from rulebook.printed.downloads import book_file

FORMATS = ("pdf", "epub")
# What the PDF needs beyond Python, as Debian packages (.ci/run installs them).
TEX_PACKAGES = "texlive-xetex texlive-lang-cyrillic texlive-fonts-recommended latexmk librsvg2-bin"
TEX_PROGRAMS = ("latexmk", "xelatex", "xdvipdfmx", "rsvg-convert")


class PrintError(Exception):
    """A printed book could not be made; the message says why."""


def doctrees_dir(language: str, build: Path = BUILD_DIR) -> Path:
    """Where every builder of one language's book keeps what Sphinx read."""
    return build / "doctrees" / language


def missing_programs() -> list[str]:
    return [program for program in TEX_PROGRAMS if shutil.which(program) is None]


def build_printed(
    format_: str,
    language: str,
    *,
    build: Path = BUILD_DIR,
    settings: Mapping[str, str] | None = None,
    fresh: bool = False,
) -> Path:
    """Build one printed book into ``build/<format>/``; return its path."""
    if format_ == "pdf" and (missing := missing_programs()):
        raise PrintError(
            f"the PDF needs {', '.join(missing)}: on Debian, apt-get install {TEX_PACKAGES}"
        )
    builder = "latex" if format_ == "pdf" else "epub"
    work = build / builder / language
    if builder == "epub":  # everything in its folder goes into the book: start it empty
        shutil.rmtree(work, ignore_errors=True)
    status = build_book(
        language,
        work,
        builder=builder,
        settings=settings,
        fresh=fresh,
        doctrees=doctrees_dir(language, build),
    )
    if status != 0:
        raise PrintError(f"Sphinx could not write the {language} {format_.upper()} (see above)")
    name = book_file(format_, language)
    if format_ == "pdf":
        typeset(work, Path(name).with_suffix(".tex").name)
    target = build / format_ / name
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{name}.partial")
    shutil.copyfile(work / name, partial)
    partial.replace(target)
    return target


def typeset(folder: Path, tex: str) -> None:
    """XeLaTeX, as many times as the cross-references need (latexmk decides), then the PDF."""
    command = ["latexmk", "-pdfxe", "-interaction=nonstopmode", "-halt-on-error", tex]
    environment = {**os.environ, "LATEXOPTS": ""}
    done = subprocess.run(
        command, cwd=folder, capture_output=True, text=True, env=environment, check=False
    )
    if done.returncode != 0:
        log = folder / Path(tex).with_suffix(".log").name
        errors = [line for line in read_lines(log) if line.startswith("!")]
        shown = "\n".join(errors[:5]) or done.stdout[-2000:]
        raise PrintError(f"XeLaTeX could not typeset {folder / tex}:\n{shown}\n(full log: {log})")


def read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
