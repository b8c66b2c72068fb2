"""The user's cache (rulebook.cache): an entry is returned only for the key it was made for."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.cache import kept


def test_an_entry_is_kept_and_found_only_by_its_own_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    made: list[str] = []

    def make(value: str) -> str:
        made.append(value)
        return value

    assert kept("sample", "a", lambda: make("A")) == "A"
    assert kept("sample", "a", lambda: make("again")) == "A"  # read back
    assert made == ["A"]
    [entry] = (tmp_path / "signum-rulebook" / "sample").iterdir()
    # Another key whose entry has the same name (as if the short name collided): not "A".
    assert kept("sample", "b", lambda: make("B")) == "B"
    [other] = [p for p in entry.parent.iterdir() if p != entry]
    other.write_bytes(entry.read_bytes())
    assert kept("sample", "b", lambda: make("B again")) == "B again"
    assert made == ["A", "B", "B again"]
