"""What the Try it tests share: a page opened in Playwright, and the answer it must give."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from rulebook.tryit.browser import answer

QUESTION = "question.feature"
# the worked example: a pikeman walks five cells
EXAMPLE = "#scenario-znamenosets-movement-worked-example-a-pikeman-walks-five-cells-with-turns"
ENGINE_WAIT_MS = 120_000  # the first run waits for the engine to load


@dataclass
class Reader:
    """One open page, and what its console and network said."""

    page: object
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    @classmethod
    def on(cls, page: object) -> Reader:
        """``page``, with what its console says and what it fetches written down."""
        reader = cls(page)
        page.on("console", reader.console)  # type: ignore[attr-defined]
        page.on("pageerror", lambda error: reader.errors.append(f"page error: {error}"))  # type: ignore[attr-defined]
        page.on("request", lambda request: reader.requests.append(request.url))  # type: ignore[attr-defined]
        return reader

    @classmethod
    def at(cls, context: object, url: str) -> Reader:
        """A new page of the browser ``context`` with ``url`` open, watched as :meth:`on` does."""
        reader = cls.on(context.new_page())  # type: ignore[attr-defined]
        reader.page.goto(url)  # type: ignore[attr-defined]
        return reader

    @classmethod
    def opened(cls, chromium: object, url: str) -> tuple[object, Reader]:
        """A fresh profile (downloads allowed) with ``url`` open, and what its page said."""
        context = chromium.new_context(accept_downloads=True)  # type: ignore[attr-defined]
        return context, cls.at(context, url)

    def console(self, message: object) -> None:
        where = message.location.get("url", "")  # type: ignore[attr-defined]
        if message.type == "error" and not where.endswith("/favicon.ico"):  # type: ignore[attr-defined]
            self.errors.append(f"{message.text} ({where})")  # type: ignore[attr-defined]

    def open_example(self, anchor: str = EXAMPLE) -> object:
        """The scenario's editor, opened (the scenario too)."""
        block = self.page.locator(anchor)  # type: ignore[attr-defined]
        if block.locator("textarea.tryit-text").count() == 0:
            block.locator("summary").click()
            block.locator("button.tryit-open").click()
        return block

    def run(self, block: object, text: str) -> tuple[list[str], int]:
        """Put ``text`` in the editor, run it, and read the answer: its lines and exit status."""
        editor = block.locator("textarea.tryit-text")  # type: ignore[attr-defined]
        editor.fill(text)
        output = block.locator("pre.tryit-output")  # type: ignore[attr-defined]
        output.evaluate("node => { node.hidden = true; node.replaceChildren(); }")
        block.locator("button.tryit-run").click()  # type: ignore[attr-defined]
        output.wait_for(state="visible", timeout=ENGINE_WAIT_MS)
        lines = output.inner_text().rstrip("\n").split("\n")
        return lines, int(output.get_attribute("data-exit"))


def expected(text: str) -> tuple[list[str], int]:
    found = json.loads(answer(text, QUESTION))
    return found["lines"], found["exit"]


def example_text(block: object) -> str:
    return block.locator("textarea.tryit-text").input_value()  # type: ignore[attr-defined]
