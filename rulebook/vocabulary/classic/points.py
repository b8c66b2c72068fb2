"""Points of the classic table as each language writes them.

English writes a point ``20,1.5`` (centimetres east, then north, of the south-west
corner). Russian writes decimals with a comma, so there the same point is
``(20; 1,5)``: brackets, a semicolon between the coordinates, decimal commas. A Russian
question may use either form; Russian text (scenarios, step examples, answers) is
written in its own.

>>> russian_points("20,1.5"), russian_points("12,30 → 20,30")
('(20; 1,5)', '(12; 30) → (20; 30)')
>>> english_points("(20; 1,5)"), english_points("(12; 30) → (20; 30)")
('20,1.5', '12,30 → 20,30')
>>> russian_points("2, 2, 1")  # not points: a list of numbers
'2, 2, 1'
>>> russian_decimal("12.5"), russian_decimal("c3.5")
('12,5', 'c3.5')
"""

from __future__ import annotations

import re

from rulebook.vocabulary.fields import Spelling

NUMBER = r"[0-9]+(?:\.[0-9]+)?"
POINT = rf"{NUMBER},{NUMBER}"
PATH_SEPARATOR = " → "
RUSSIAN_NUMBER = r"[0-9]+(?:[.,][0-9]+)?"  # a decimal point too: a reader may type either
RUSSIAN_POINT = rf"\(\s*{RUSSIAN_NUMBER}\s*;\s*{RUSSIAN_NUMBER}\s*\)"
ONE_ENGLISH = re.compile(rf"(?<![0-9.,])({NUMBER}),({NUMBER})(?![0-9.,])")
ONE_RUSSIAN = re.compile(rf"\(\s*({RUSSIAN_NUMBER})\s*;\s*({RUSSIAN_NUMBER})\s*\)")
# A value that is only points: one, a path, a list or the points of a line.
ONLY_POINTS = re.compile(rf"{POINT}(?:(?:, | |{PATH_SEPARATOR}){POINT})*")


def russian_points(text: str) -> str:
    """Every English point of ``text`` (a value made only of points) in Russian."""
    if not ONLY_POINTS.fullmatch(text):
        return text
    return ONE_ENGLISH.sub(lambda m: f"({m[1].replace('.', ',')}; {m[2].replace('.', ',')})", text)


def russian_decimal(text: str) -> str:
    """A length such as ``12.5`` (a value that is only that) with a decimal comma."""
    return text.replace(".", ",") if re.fullmatch(NUMBER, text) else text


def english_points(text: str) -> str:
    """Every Russian point of ``text`` in English."""
    return ONE_RUSSIAN.sub(lambda m: f"{m[1].replace(',', '.')},{m[2].replace(',', '.')}", text)


RUSSIAN_POINT_SPELLING = Spelling(RUSSIAN_POINT, english_points, russian_points)
RUSSIAN_PATH_SPELLING = Spelling(
    rf"{RUSSIAN_POINT}(?:{PATH_SEPARATOR}{RUSSIAN_POINT})*", english_points, russian_points
)
RUSSIAN_LENGTH_SPELLING = Spelling(
    r"[0-9]+,[0-9]+",
    lambda text: text.replace(",", "."),
    lambda text: text.replace(".", ","),
)
