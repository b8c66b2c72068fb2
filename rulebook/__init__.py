"""The toolchain around the engine: scenario vocabulary, Sphinx extension, CLI."""

from rulebook import startup

startup.install()  # every process of the toolchain starts quicker: see rulebook.startup
