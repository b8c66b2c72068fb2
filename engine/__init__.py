"""The reference engine: pure Python, no third-party runtime dependencies.

It knows nothing of documentation, Gherkin or gettext.
"""
