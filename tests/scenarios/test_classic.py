"""Every classic-edition scenario, as written (English)."""

from pytest_bdd import scenarios

scenarios("classic")
