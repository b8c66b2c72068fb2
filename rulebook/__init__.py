"""The toolchain around the engine: scenario vocabulary, Sphinx extension, CLI."""
