"""A scenario of the books as a question of its own: the feature file a reader edits and runs.

It is the scenario's feature file in the book's language, cut down to that scenario:
the lines above the first scenario (the language, the feature's tags, title and
description), every background the scenario runs, the rule it sits in, and the
scenario itself, each as the file writes it. The line saying which source a
translated file comes from is left out: a question is its own source.

>>> text = '''Feature: F
...
...   Background:
...     Given a
...
...   @x
...   Scenario: one
...     Given b
...
...   Scenario: two
...     Given c
... '''
>>> from gherkin.parser import Parser
>>> document = Parser().parse(text)
>>> print(question_text(text, document, 1))
Feature: F
<BLANKLINE>
  Background:
    Given a
<BLANKLINE>
  Scenario: two
    Given c
<BLANKLINE>
"""

from __future__ import annotations

from typing import Any

from rulebook.scenarios.translate import SOURCE_MARK

Node = dict[str, Any]


def start(child: Node) -> int:
    """The first line of a feature's child: its first tag, or its keyword."""
    ((_, node),) = child.items()
    return min([node["location"]["line"], *(t["location"]["line"] for t in node.get("tags", []))])


def spans(children: list[Node], end: int) -> list[tuple[Node, int, int]]:
    """Each child with its first and last line (up to the next child, or ``end``)."""
    starts = [start(child) for child in children]
    return [
        (child, first, (starts[n + 1] if n + 1 < len(starts) else end + 1) - 1)
        for n, (child, first) in enumerate(zip(children, starts, strict=True))
    ]


def chosen_lines(node: Node, index: int, first: int, last: int, seen: list[int]) -> set[int] | None:
    """The lines of a Feature or Rule (lines ``first`` to ``last``) that its ``index``-th scenario
    needs, or None if the scenario is not in it. ``seen`` counts the scenarios passed so far,
    in file order, as the catalogue numbers them."""
    parts = spans(node.get("children", []), last)
    chosen = set(range(first, parts[0][1] if parts else last + 1))  # heading and description
    found = False
    for child, begin, end in parts:
        if "background" in child:
            chosen.update(range(begin, end + 1))
        elif "scenario" in child:
            if seen[0] == index:
                chosen.update(range(begin, end + 1))
                found = True
            seen[0] += 1
        elif "rule" in child:
            inner = chosen_lines(child["rule"], index, begin, end, seen)
            if inner is not None:
                chosen.update(inner)
                found = True
    return chosen if found else None


def question_text(text: str, document: Node, index: int) -> str:
    """The ``index``-th scenario of a feature (``text``, parsed as ``document``) on its own."""
    lines = text.split("\n")
    chosen = chosen_lines(document["feature"], index, 1, len(lines), [0])
    if chosen is None:
        raise IndexError(f"the feature has no scenario {index}")
    kept = [
        line
        for number, line in enumerate(lines, 1)
        if number in chosen and not line.startswith(SOURCE_MARK)
    ]
    return "\n".join(kept).rstrip() + "\n"
