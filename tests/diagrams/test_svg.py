"""The generic renderer: valid, deterministic, escaped, accessible SVG."""

from __future__ import annotations

import re

import pytest
from support.svg import parse, with_class

from rulebook.diagrams.elements import number
from rulebook.diagrams.square import SquareLayout
from rulebook.diagrams.styles import ROLE_STYLES
from rulebook.diagrams.svg import ROLES, Token, render_board

NS = {"svg": "http://www.w3.org/2000/svg"}
LAYOUT = SquareLayout(3, 3)
ARCHER = Token(cell="a1", label="Ar", side="blue", wounds=1, health=2, name="blue archer")
PIKEMAN = Token(cell="c3", label="Pi", side="green", wounds=0, health=2, name="green pikeman")


def render(**changes: object) -> str:
    arguments: dict[str, object] = {
        "tokens": [ARCHER, PIKEMAN],
        "highlight": {"a1": "target", "b2": "origin"},
        "title": "A title",
        "description": "A description",
        "legend": [
            ("origin", "emptied"),
            ("side:blue", "blue"),
            ("token:Ar", "archer"),
            ("wound", "wound"),
            ("", "text alone"),
        ],
    }
    arguments.update(changes)
    return render_board(LAYOUT, **arguments)  # type: ignore[arg-type]


def test_output_is_a_standalone_svg_element() -> None:
    svg = render()
    assert svg.startswith("<svg ")
    assert "<?xml" not in svg
    root = parse(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("role") == "img"
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"


def test_same_input_gives_identical_bytes() -> None:
    assert render() == render()
    assert render(tokens=[PIKEMAN, ARCHER]) == render()


def test_title_and_desc_are_referenced_by_unique_ids() -> None:
    root = parse(render())
    title = root.find("svg:title", NS)
    desc = root.find("svg:desc", NS)
    assert title is not None and desc is not None
    assert (title.text, desc.text) == ("A title", "A description")
    assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
    assert list(root)[:2] == [title, desc]


def ids(svg: str) -> set[str]:
    return {e.get("id", "") for e in parse(svg).iter()} - {""}


def test_two_different_diagrams_have_different_ids() -> None:
    first, second = render(), render(tokens=[ARCHER])
    assert ids(first).isdisjoint(ids(second))


def test_id_seed_separates_identical_diagrams() -> None:
    assert ids(render()) == ids(render(id_seed=""))
    assert ids(render()).isdisjoint(ids(render(id_seed="scenario 2, step 3")))


def test_text_is_escaped() -> None:
    nasty = "<script>alert('x')</script> & \"q\""
    token = Token("b2", nasty, "<b>", 0, 2, nasty)
    svg = render(tokens=[token], title=nasty, description=nasty, legend=[("", nasty)])
    assert "<script>" not in svg
    assert "&lt;script&gt;" in svg
    root = parse(svg)
    texts = [e.text for e in root.iter()]
    assert texts.count(nasty) == 5  # title, desc, token label, token tooltip, legend
    assert with_class(root, "token")[0].get("class") == "token side--b-"


def test_every_cell_is_drawn_once() -> None:
    root = parse(render())
    assert [e.get("data-cell") for e in with_class(root, "cell")] == list(LAYOUT.cells())


def test_axis_labels_are_text() -> None:
    root = parse(render())
    assert sorted(e.text or "" for e in with_class(root, "axis-label")) == sorted("abc123")


def test_tokens_show_label_side_tooltip_and_health() -> None:
    root = parse(render())
    (archer,) = [e for e in with_class(root, "token") if e.get("data-cell") == "a1"]
    assert "side-blue" in archer.get("class", "")
    assert archer.findtext("svg:title", namespaces=NS) == "blue archer"
    assert with_class(archer, "token-label")[0].text == "Ar"
    assert len(with_class(archer, "pip")) == 2
    assert len(with_class(archer, "wounded")) == 1
    assert with_class(archer, "wounded")[0].get("fill") != with_class(archer, "pip")[1].get("fill")


def test_sides_get_their_colours_and_strangers_grey() -> None:
    stranger = Token("b2", "X", "red", 0, 1, "stranger")
    root = parse(render(tokens=[ARCHER, PIKEMAN, stranger]))
    fills = {
        token.get("data-cell"): with_class(token, "token-body")[0].get("fill")
        for token in with_class(root, "token")
    }
    assert len(set(fills.values())) == 3


def test_wounds_are_clamped_and_big_health_written_as_a_number() -> None:
    hurt = Token("a1", "Ar", "blue", 9, 2, "too many wounds")
    giant = Token("b2", "Gi", "blue", 3, 12, "giant")
    root = parse(render(tokens=[hurt, giant]))
    tokens = {t.get("data-cell"): t for t in with_class(root, "token")}
    assert len(with_class(tokens["a1"], "wounded")) == 2
    assert with_class(tokens["b2"], "health-count")[0].text == "3/12"


def test_highlights_outline_their_cells_with_distinct_styles() -> None:
    cells = LAYOUT.cells()
    root = parse(render(highlight=dict(zip(cells, ROLES, strict=False))))
    outlines = with_class(root, "highlight")
    assert [o.get("class") for o in outlines] == [f"highlight {role}" for role in ROLES]
    styles = {(o.get("stroke"), o.get("stroke-dasharray")) for o in outlines}
    assert len({colour for colour, _ in styles}) == len(ROLES)
    assert len({dash for _, dash in styles}) == len(ROLES)


def test_role_styles_differ_in_more_than_colour() -> None:
    dashes = [style.dash for style in ROLE_STYLES.values()]
    assert len(set(dashes)) == len(dashes)


def test_highlights_are_drawn_over_the_tokens() -> None:
    layers = [e.get("class") for e in parse(render())]
    assert layers.index("highlights") > layers.index("tokens")


def test_legend_draws_a_swatch_per_kind_of_key() -> None:
    legend = with_class(parse(render()), "legend")[0]
    texts = [e.text for e in with_class(legend, "legend-text")]
    assert texts == ["emptied", "blue", "archer", "wound", "text alone"]
    swatches = [e.get("class") for e in with_class(legend, "swatch")]
    assert swatches == ["swatch origin", "swatch side-blue", "swatch token-key", "swatch wound"]


def test_no_legend_means_the_board_alone() -> None:
    root = parse(render(legend=()))
    assert not with_class(root, "legend")
    assert (root.get("width"), root.get("height")) == ("164", "164")


def test_legend_widens_the_canvas() -> None:
    assert int(parse(render()).get("width", "0")) > 164


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"tokens": [Token("d1", "Ar", "blue", 0, 2, "x")]}, "not a cell of the board"),
        ({"tokens": [ARCHER, ARCHER]}, "two tokens on 'a1'"),
        ({"highlight": {"z9": "origin"}}, "'z9' is not a cell"),
        ({"highlight": {"a1": "bogus"}}, "unknown highlight role 'bogus'"),
    ],
)
def test_bad_input_is_refused_clearly(changes: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        render(**changes)


def test_numbers_are_short_and_stable() -> None:
    assert [number(v) for v in (1.0, 2.5, 1 / 3, -0.001, 100)] == ["1", "2.5", "0.33", "0", "100"]


def test_no_fonts_or_scripts_are_embedded() -> None:
    svg = render()
    assert not re.search(r"<(style|script|font|image)\b", svg)
    assert parse(svg).get("font-family") == "sans-serif"
