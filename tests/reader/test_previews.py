"""Rule previews (issue 25, part 3): a rule ID or a glossary term anywhere in the book shows
its text, in the page's language, without leaving the page. With a mouse it shows on hover,
with the keyboard on focus; on a touch screen the first tap shows it and a second tap
follows the link.

What a preview says is compared with the rule or term on its own page, read in the browser.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

PAGE = "znamenosets/movement"
RULE_LINK = 'a.reference.internal[href="turn.html#ZN-5.3"]'
TERM_LINK = 'a.reference.internal[href="glossary.html#term-warrior"]'
LANGUAGES = ("en", "ru")


def plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def own_text(context: Any, url: str, selector: str) -> str:
    """What the page of a rule or term says there (a rule's text without its ID and
    scenarios; a term's definition)."""
    page = context.new_page()
    page.goto(url)
    found = page.locator(selector).evaluate_all("nodes => nodes.map(n => n.innerText).join(' ')")
    page.close()
    return plain(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rule_and_a_term_show_their_text_on_hover_and_focus(
    chromium: Any, site: str, language: str
) -> None:
    context = chromium.new_context()
    book = f"{site}{language}/znamenosets/"
    rule = own_text(context, f"{book}turn.html", "#ZN-5\\.3 > :not(.rule-id):not(.rule-scenarios)")
    term = own_text(context, f"{book}glossary.html", "#term-warrior + dd")
    assert rule and term
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{book}movement.html")
    here = page.url
    preview = page.locator(".rulebook-preview")
    page.locator(RULE_LINK).first.hover()
    preview.wait_for(state="visible")
    assert rule in plain(preview.inner_text())
    assert "ZN-5.3" in preview.inner_text()
    page.mouse.move(0, 0)
    preview.wait_for(state="hidden")
    page.locator(TERM_LINK).first.focus()
    preview.wait_for(state="visible")
    assert term in plain(preview.inner_text())
    page.keyboard.press("Escape")
    preview.wait_for(state="hidden")
    assert page.url == here and errors == []
    context.close()


def test_on_a_phone_the_first_tap_shows_the_rule_and_the_second_follows_it(
    chromium: Any, site: str
) -> None:
    context = chromium.new_context(
        viewport={"width": 400, "height": 800}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"{site}ru/{PAGE}.html")
    here = page.url
    link = page.locator(RULE_LINK).first
    link.scroll_into_view_if_needed()
    link.tap()
    preview = page.locator(".rulebook-preview")
    preview.wait_for(state="visible")
    assert page.url == here
    box = preview.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 400  # on the screen
    link.tap()
    page.wait_for_url("**/ru/znamenosets/turn.html#ZN-5.3")
    context.close()
