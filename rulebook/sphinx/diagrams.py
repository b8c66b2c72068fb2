"""Board diagrams for scenario steps, labelled in the book's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Draw = Callable[[dict[str, Any] | None, dict[str, Any], str], str | None]


def drawer(language: str) -> Draw | None:
    """A function drawing a snapshot (and what changed since ``before``) as SVG."""
    return None
