"""Small modules with one job: no module of the engine, the toolchain or the benchmarks is
over 500 lines (the developers' guide). A longer one is split along a line the rules or
the design draw, not by line count."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 500
FOLDERS = ("engine", "rulebook", "benchmarks")


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def too_long(root: Path, folders: tuple[str, ...]) -> dict[str, int]:
    return {
        path.relative_to(root).as_posix(): lines(path)
        for folder in folders
        for path in sorted((root / folder).rglob("*.py"))
        if lines(path) > LIMIT
    }


def test_no_module_is_over_500_lines() -> None:
    assert too_long(ROOT, FOLDERS) == {}


def test_a_long_module_is_found(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "short.py").write_text("x = 1\n" * LIMIT)
    (tmp_path / "pkg" / "long.py").write_text("x = 1\n" * (LIMIT + 1))
    assert too_long(tmp_path, ("pkg",)) == {"pkg/long.py": LIMIT + 1}
