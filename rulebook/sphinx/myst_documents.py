"""MyST's scratch documents, made without rebuilding docutils' default settings each time.

MyST (5.x) makes a new docutils document every time it parses a text, even when it is
handed one, and each time it builds docutils' option parser afresh to get the default
settings. The Russian book parses every translated paragraph on its own, so that cost a
sixth of its build. The defaults are the same every time: they are worked out once per
parser class here, and each document gets its own copy of them.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from docutils import nodes
from docutils.frontend import Values, get_default_settings
from docutils.parsers.rst import Parser as RSTParser
from docutils.utils import new_document
from myst_parser.mdit_to_docutils import base


@functools.cache
def default_settings(parser_cls: Any) -> Values:
    return get_default_settings(parser_cls)


def make_document(source_path: str = "notset", parser_cls: Any = RSTParser) -> nodes.document:
    """What ``myst_parser.mdit_to_docutils.base.make_document`` makes, with cached defaults."""
    return new_document(source_path, settings=copy.deepcopy(default_settings(parser_cls)))


def setup() -> None:
    if getattr(base, "make_document", None) is not None:  # a later MyST may not have it
        base.make_document = make_document
