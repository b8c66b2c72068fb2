"""Building the printed books: ``signum-rulebook-<lang>.pdf`` and ``.epub``.

Sphinx writes the LaTeX (or the EPUB) from the same reading of the sources as the
web book, when they share a doctrees folder; XeLaTeX and xdvipdfmx make the PDF.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

from rulebook.books import build_book
from rulebook.paths import BUILD_DIR
from rulebook.printed.diagrams import ConversionFailed, wait_for_diagrams
from rulebook.printed.downloads import book_file, served_copy

FORMATS = ("pdf", "epub")
# What the PDF needs beyond Python, as Debian packages (.ci/run installs them).
TEX_PACKAGES = "texlive-xetex texlive-lang-cyrillic texlive-fonts-recommended librsvg2-bin"
TEX_PROGRAMS = ("xelatex", "xdvipdfmx", "rsvg-convert")
# What a XeLaTeX pass writes for the next one to read; the passes stop when it stays put.
REFERENCE_FILES = (".aux", ".toc", ".out")
MAX_PASSES = 4


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
    served_copy(target, language, build)
    return target


def typeset(folder: Path, tex: str) -> None:
    """XeLaTeX until the cross-references settle, then the PDF (xdvipdfmx).

    The first pass only lays the pages out: with ``\\rulebookdraft`` defined, each
    diagram is an empty box of its size (``texinputs/rulebook.sty``), which is all the
    table of contents and the page references need; the diagrams are drawn meanwhile.
    The next pass sets the book whole; one more follows only if it moved a reference.
    (latexmk would set the whole book twice on every fresh build.)
    """
    stem = Path(tex).stem
    xelatex(folder, tex, f"\\def\\rulebookdraft{{}}\\input{{{tex}}}")
    try:
        wait_for_diagrams(folder)  # drawn while the draft pass laid the pages out
    except ConversionFailed as error:
        raise PrintError(str(error)) from None
    for _ in range(MAX_PASSES):
        before = references(folder, stem)
        xelatex(folder, tex, tex)
        if references(folder, stem) == before:
            break
    else:
        raise PrintError(f"the references of {folder / tex} still moved after {MAX_PASSES} passes")
    run_tool(folder, tex, ["xdvipdfmx", "-E", "-q", "-o", f"{stem}.pdf", f"{stem}.xdv"])


def xelatex(folder: Path, tex: str, source: str) -> None:
    stem = Path(tex).stem
    command = ["xelatex", "-no-pdf", "-interaction=nonstopmode", "-halt-on-error"]
    run_tool(folder, tex, [*command, f"-jobname={stem}", source])


def references(folder: Path, stem: str) -> list[bytes]:
    """What a pass reads back from the previous one: labels and pages, contents, bookmarks."""
    return [read_bytes(folder / f"{stem}{suffix}") for suffix in REFERENCE_FILES]


def run_tool(folder: Path, tex: str, command: list[str]) -> None:
    done = subprocess.run(command, cwd=folder, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        log = folder / Path(tex).with_suffix(".log").name
        errors = [line for line in read_lines(log) if line.startswith("!")]
        shown = "\n".join(errors[:5]) or (done.stdout + done.stderr)[-2000:]
        raise PrintError(f"XeLaTeX could not typeset {folder / tex}:\n{shown}\n(full log: {log})")


def read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b""


def read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
