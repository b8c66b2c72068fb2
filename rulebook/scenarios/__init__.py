"""Scenarios: recording their verdicts, rendering them in Russian, checking questions."""
