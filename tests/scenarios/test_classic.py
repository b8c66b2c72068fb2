"""Every classic-edition scenario, as written (English).

A copy of the project without the classic chapters (the books' small test checkouts)
collects none.
"""

from pytest_bdd import scenarios

from rulebook.paths import FEATURES_DIR

if (FEATURES_DIR / "classic").is_dir():
    scenarios("classic")
