"""Try it: a scenario of the books, edited and run on the real engine in the reader's browser.

The built book carries everything the runner needs (:mod:`rulebook.tryit.bundle`):
Pyodide from the npm registry, the wheels of the runner's pure-Python dependencies
from PyPI, and the rulebook's own packages; it fetches nothing from anywhere else. A
page loads Pyodide only when its reader first asks to try a scenario. In the browser,
:mod:`rulebook.tryit.browser` answers a question as ``rulebook check`` does, with the
direct runner (:mod:`rulebook.scenarios.runner`), which needs no pytest.
"""
