"""The event log: what happened, as small immutable records.

An event is a name plus key/value data (strings and ints only), kept sorted by
key so that two equal events compare equal however they were built and
serialise to the same JSON.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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
        return cls._checked(name, tuple(sorted(data.items())))

    @classmethod
    def _checked(cls, name: str, items: Iterable[tuple[object, object]]) -> Event:
        """An event from items sorted by key: keys become str, values must be str or int."""
        items = tuple(items)
        for key, value in items:
            if key.__class__ is not str or (
                value.__class__ is not str and value.__class__ is not int
            ):
                break
        else:  # the common case, checked without a single isinstance call
            return cls(name, items)  # type: ignore[arg-type]
        for key, value in items:
            if isinstance(value, bool) or not isinstance(value, str | int):
                raise TypeError(f"event data must be str or int: {key}={value!r}")
        return cls(name, tuple(sorted((str(key), value) for key, value in items)))

    @classmethod
    def from_dict(cls, raw: Mapping[str, object]) -> Event:
        """The inverse of :meth:`to_dict`."""
        name = raw.get("name")
        data = raw.get("data", {})
        known = ("name" in raw) + ("data" in raw)
        if not isinstance(name, str) or not isinstance(data, Mapping) or len(raw) > known:
            raise ValueError(f"not an event: {raw!r}")
        try:
            items = sorted(data.items())
        except TypeError:  # keys of mixed types: _checked turns them into str first
            items = list(data.items())
        return cls._checked(name, items)

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
