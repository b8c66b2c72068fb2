"""What every game's snapshot reader shares."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def reading_snapshot() -> Iterator[None]:
    """Read a snapshot's fields inside this: a missing key or a wrong type is a ValueError."""
    try:
        yield
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed snapshot: {error}") from error
