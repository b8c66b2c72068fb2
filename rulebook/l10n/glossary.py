"""The glossary terms of a docs page: the entries of its ``{glossary}`` directive."""

from __future__ import annotations

import re
from pathlib import Path

FENCE = re.compile(
    r"^(?P<fence>`{3,}|:{3,})\{glossary\}[^\n]*\n(?P<body>.*?)^(?P=fence)\s*$", re.M | re.S
)


def glossary_terms(page: Path) -> list[str]:
    """Every term the page's glossary defines (its unindented lines), in order.

    >>> import tempfile, pathlib
    >>> page = pathlib.Path(tempfile.mkdtemp()) / "glossary.md"
    >>> _ = page.write_text("# G\\n\\n```{glossary}\\n:sorted:\\narcher\\n  A warrior.\\n\\nline\\n  Two.\\n```\\n")
    >>> glossary_terms(page)
    ['archer', 'line']
    """
    if not page.is_file():
        return []
    terms = []
    for block in FENCE.finditer(page.read_text(encoding="utf-8")):
        for line in block["body"].splitlines():
            if line.strip() and not line[0].isspace() and not line.startswith(":"):
                terms.append(line.strip())
    return terms
