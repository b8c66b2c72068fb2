"""The checks of ``rulebook l10n check``: one module per kind of problem.

Each check is a function ``(entry, context) -> list[Problem]`` over one
translated entry; :mod:`rulebook.l10n.check` runs them all.
"""
