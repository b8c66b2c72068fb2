"""The event log: what happened, as small immutable records.

An event is a name plus key/value data (strings and ints only), kept sorted by
key so that two equal events compare equal however they were built and
serialise to the same JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

EventValue = str | int


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a game.

    >>> event = Event.of("move", origin="c3", destination="c5", side="blue")
    >>> event.data
    (('destination', 'c5'), ('origin', 'c3'), ('side', 'blue'))
    >>> event["origin"]
    'c3'
    >>> event.to_dict()
    {'name': 'move', 'data': {'destination': 'c5', 'origin': 'c3', 'side': 'blue'}}
    >>> Event.from_dict(event.to_dict()) == event
    True
    """

    name: str
    data: tuple[tuple[str, EventValue], ...] = ()

    @classmethod
    def of(cls, name: str, **data: EventValue) -> Event:
        """Build an event from keyword arguments (sorted by key)."""
        for key, value in data.items():
            if isinstance(value, bool) or not isinstance(value, str | int):
                raise TypeError(f"event data must be str or int: {key}={value!r}")
        return cls(name, tuple(sorted(data.items())))

    @classmethod
    def from_dict(cls, raw: Mapping[str, object]) -> Event:
        """The inverse of :meth:`to_dict`."""
        name = raw.get("name")
        data = raw.get("data", {})
        if (
            not isinstance(name, str)
            or not isinstance(data, Mapping)
            or set(raw) - {"name", "data"}
        ):
            raise ValueError(f"not an event: {raw!r}")
        return cls.of(name, **{str(key): value for key, value in data.items()})  # type: ignore[arg-type]

    def __getitem__(self, key: str) -> EventValue:
        for k, value in self.data:
            if k == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: EventValue | None = None) -> EventValue | None:
        try:
            return self[key]
        except KeyError:
            return default

    def to_dict(self) -> dict[str, object]:
        """A plain, JSON-serialisable dict."""
        return {"name": self.name, "data": dict(self.data)}
