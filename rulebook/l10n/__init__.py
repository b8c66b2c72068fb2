"""Translation tooling: the Russian catalogs, their templates, checks and term base.

``rulebook l10n`` (:mod:`rulebook.l10n.commands`) runs it: ``update`` (extract
and merge), ``status``, ``check`` and ``preview``.
"""
