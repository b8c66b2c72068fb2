"""Every Znamenosets scenario, as written (English)."""

from pytest_bdd import scenarios

scenarios("znamenosets")
