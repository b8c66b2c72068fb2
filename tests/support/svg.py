"""Reading a drawn diagram back: its SVG elements by class and its layers."""

from __future__ import annotations

from xml.etree import ElementTree


def parse(svg: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg)


def with_class(root: ElementTree.Element, css: str) -> list[ElementTree.Element]:
    """Every element below ``root`` that carries the class ``css``."""
    return [e for e in root.iter() if css in e.get("class", "").split()]


def layer(root: ElementTree.Element, name: str) -> ElementTree.Element:
    """The one top-level group of class ``name`` (a layer of the board, not the legend)."""
    (found,) = [e for e in root if e.get("class") == name]
    return found
