"""Translation tooling: the catalogs of the scenario vocabulary and scenario texts."""
