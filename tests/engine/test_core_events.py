"""Event records (engine.core.events)."""

from __future__ import annotations

import json

import pytest

from engine.core.events import Event


def test_event_data_is_sorted_by_key() -> None:
    assert Event.of("x", b=1, a="z") == Event.of("x", a="z", b=1)
    assert Event.of("x", b=1, a="z").data == (("a", "z"), ("b", 1))


def test_to_dict_is_json_and_round_trips() -> None:
    event = Event.of("wound", cell="c3", amount=2)
    raw = event.to_dict()
    assert json.loads(json.dumps(raw)) == raw
    assert Event.from_dict(raw) == event


def test_lookup() -> None:
    event = Event.of("move", origin="c3")
    assert event["origin"] == "c3"
    assert event.get("missing") is None
    with pytest.raises(KeyError):
        event["missing"]


@pytest.mark.parametrize("value", [True, 1.5, None, ["a"]])
def test_only_str_and_int_values(value: object) -> None:
    with pytest.raises(TypeError):
        Event.of("x", bad=value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "raw", [{"data": {}}, {"name": "x", "data": []}, {"name": "x", "extra": 1}]
)
def test_from_dict_rejects_malformed(raw: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Event.from_dict(raw)
