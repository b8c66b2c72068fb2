"""The engine is plain Python: it imports nothing but the standard library and itself, so
the same code answers in a terminal and in a reader's browser (Pyodide)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imported(path: Path) -> set[str]:
    """The top-level names of every module a file imports, wherever in the file."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_engine_imports_only_the_standard_library_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"engine", "__future__"}
    outside = {
        str(path.relative_to(ROOT)): sorted(imported(path) - allowed)
        for path in sorted((ROOT / "engine").rglob("*.py"))
        if imported(path) - allowed
    }
    assert outside == {}


def test_no_runtime_module_imports_shapely_or_numpy() -> None:
    """shapely and numpy are oracles of the tests only (the classic geometry is our own)."""
    found = {
        str(path.relative_to(ROOT))
        for folder in ("engine", "rulebook")
        for path in (ROOT / folder).rglob("*.py")
        if imported(path) & {"shapely", "numpy"}
    }
    assert found == set()


def test_a_classic_question_with_a_move_and_a_line_of_sight_runs_without_them() -> None:
    """With shapely and numpy made unimportable, the classic steps load and answer."""
    script = (
        "import sys; sys.modules.update(shapely=None, numpy=None)\n"
        "from pathlib import Path\n"
        "from rulebook.scenarios.runner import run_file\n"
        f"results = run_file(Path({str(ROOT / 'features' / 'classic' / 'ranged.feature')!r}))\n"
        "print(sum(r.status == 'passed' for r in results), len(results))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    passed, total = map(int, done.stdout.split())
    assert passed == total > 5
