"""The words and tables of the Warseer vocabulary: hexes, players, card names, keywords with
their X, critical effects, tokens, terrain and dice faces, and the tables a scenario states
its battlefield and its cards in.

Two fields are composed of words: a keyword may carry its X and a text (``Run 2``,
``Hunter: hero``) and a die face joins symbols with ``+`` (``sword+push``). Only the words
are translated; the number, the colon and the plus sign are written the same in every
language.
"""

from __future__ import annotations

import re
from functools import partial

from engine.signum.warseer.hexes import LETTERS
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from rulebook.vocabulary import (
    common,  # noqa: F401  (the shared fields and steps)
    tables,
)
from rulebook.vocabulary.columns import Columns
from rulebook.vocabulary.fields import term_field, value_field
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.warseer.composed import (
    DICE_WORDS,
    FacesField,
    KeywordsField,
    composed,
)
from rulebook.vocabulary.warseer.terms import (
    ATTACK_STEPS,
    ATTACK_TYPES,
    BLANK,
    CARD_KINDS,
    CARD_NAMES,
    CONDITIONS,
    CRIT_CONTEXT,
    CRITS,
    EFFECTS,
    FEAT_KINDS,
    HEX,
    KEYWORD_CONTEXT,
    KEYWORDS,
    KIND_CONTEXT,
    NO,
    NONE,
    PATH_SEPARATOR,
    PLAYERS,
    RESULTS,
    SYMBOL_CONTEXT,
    SYMBOLS,
    TARGETS,
    TERRAIN_KINDS,
    TOKENS,
    TRIGGERS,
    WORD_EFFECTS,
    YES,
)
from rulebook.vocabulary.warseer.terms import CREATURE_NAMES as CREATURE_NAMES  # for Try it
from rulebook.vocabulary.wording import Message


def ranks(text: str) -> tuple[int, ...]:
    """The ranks of an attack's dice ("2, 2, 1"); "-" for no dice at all."""
    return () if text.strip() == NONE else tuple(int(r) for r in text.split(","))


LEADERSHIP = r"[0-9]+=[0-9]+(?:, [0-9]+=[0-9]+)*"
RANKS = r"[1-3](?:, [1-3])*|-"


def leadership(text: str) -> dict[int, int]:
    """A hero's Leadership: rank=count, for each rank ("1=3, 2=2, 3=1")."""
    pairs = (part.split("=") for part in text.split(","))
    return {int(rank): int(count) for rank, count in pairs}


def read_path(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(PATH_SEPARATOR))


ANY_WORD = r"[^\s,|]+"  # read wide, then checked: a wrong value gets a message, not a crash


def hex_problem(text: str) -> Message | None:
    """A hex is a column letter and a row number on the battlefield (ruling LS2-C.2)."""
    board = DEFAULT_RULESET
    last = f"{LETTERS[board.columns - 1]}{board.rows}"
    match = re.fullmatch(HEX, text.lower())
    if (
        match is None
        or not 0 <= LETTERS.index(text[0].lower()) < board.columns
        or not (1 <= int(text[1:]) <= board.rows)
    ):
        return Message(
            "{text} is not a hex of the battlefield (a1 to {last})", {"text": text, "last": last}
        )
    return None


def ranks_problem(text: str) -> Message | None:
    """An attack's dice are die ranks 1 to 3, or "-" for none."""
    if re.fullmatch(RANKS, text) is None:
        return Message("{text} is not a list of die levels such as 2, 2, 1", {"text": text})
    return None


def leadership_problem(text: str) -> Message | None:
    if re.fullmatch(LEADERSHIP, text) is None:
        return Message("{text} is not a Leadership such as 1=3, 2=2, 3=1", {"text": text})
    return None


HEX_FIELD = value_field("Hex", ANY_WORD, str.lower, check=hex_problem, examples=("c4", "d4", "e5"))
NAMES = term_field("Names", "card", CARD_NAMES, str, many=True, blank=NONE)
VOCABULARY.add_fields(
    HEX_FIELD,
    value_field("Hexes", ANY_WORD, str.lower, many=True, check=hex_problem, examples=("c4, d5",)),
    value_field(
        "HexPath", f"{HEX}(?:{PATH_SEPARATOR}{HEX})*", read_path, examples=("c4 → c5 → d5",)
    ),
    value_field("Ranks", r".+", ranks, check=ranks_problem, examples=("2, 2, 1", "1", "-")),
    value_field("Numbers", r"[0-9]+", int, many=True, examples=("1, 2", "3")),
    value_field(
        "Leadership", r".+", leadership, check=leadership_problem, examples=("1=3, 2=2, 3=1",)
    ),
    term_field("Army", "player", PLAYERS, str),
    term_field("Name", "card", CARD_NAMES, str),
    NAMES,
    term_field("CardKind", KIND_CONTEXT, CARD_KINDS, str),
    term_field("AttackType", "attack type", ATTACK_TYPES, str),
    composed(KeywordsField, "Keywords", KEYWORD_CONTEXT, (*KEYWORDS, *DICE_WORDS)),
    term_field("Crit", CRIT_CONTEXT, CRITS, str),
    term_field("Tokens", "token", TOKENS, str, many=True, blank=NONE),
    term_field("TerrainKinds", "terrain kind", TERRAIN_KINDS, str, many=True),
    # A roll has at least one face, so it has no "-" for none (a blank face is "blank").
    FacesField("Roll", str, context=SYMBOL_CONTEXT, terms=(*SYMBOLS, BLANK), many=True),
    term_field("Symbol", SYMBOL_CONTEXT, SYMBOLS, str),
    term_field("FeatKind", "feat kind", FEAT_KINDS, str),
    term_field("Condition", "feat condition", CONDITIONS, str),
    term_field("CardEffect", "effect", EFFECTS, str),
    # No step reads it alone: a First word's or Last word's Text may say it (Keywords).
    term_field("WordEffect", "effect", WORD_EFFECTS, str),
    term_field("CardTarget", "target", TARGETS, str),
    term_field("Trigger", "event", TRIGGERS, str),
    term_field("YesNo", "answer", (YES, NO), lambda word: word == YES),
    term_field("BattleResult", "battle result", RESULTS, str),
    # No step reads an attack's step; the engine's reasons name one ("its push choice").
    term_field("AttackStep", "attack step", ATTACK_STEPS, str),
)
given, when, then = VOCABULARY.given, VOCABULARY.when, VOCABULARY.then

COLUMNS = Columns(
    {
        "Hex": ("hex",),
        "Name": ("creature", "card", "minion"),
        "Army": ("player",),
        "CardKind": ("kind", "type"),
        "AttackType": ("attack",),
        "Ranks": ("dice",),
        "Number": (
            *("range", "health", "movement", "rank", "wounds", "armour", "cost", "income"),
            *("uses", "amount", "threshold", "points"),
        ),
        "Keywords": ("keywords",),
        "Crit": ("crit",),
        "Tokens": ("tokens",),
        "TerrainKinds": ("terrain",),
        "CardEffect": ("effect",),
        "CardTarget": ("target",),
        "Trigger": ("event",),
        "YesNo": ("lasting", "magical"),
        "FeatKind": ("feat",),
        "Condition": ("condition",),
        "Leadership": ("leadership",),
    }
)
STATS = "attack, dice, range, health, movement, rank, keywords, crit"  # a creature card's
BATTLEFIELD = COLUMNS.table(
    f"hex, creature, player, kind, {STATS}, wounds, armour, tokens, terrain",
    required=("hex",),
    unique="hex",
)
CARDS = COLUMNS.cards(
    f"card, type, cost, income, {STATS}, armour, uses, effect, amount, target, event, lasting, "
    "magical, feat, condition, threshold, points, terrain, leadership, minion",
    "type",
)


# A Warseer value is written the same in every language (rulebook.vocabulary.tables).
cell_value = partial(tables.table_value, spelled_values=False)
read_rows = partial(tables.read_rows, spelled_values=False)
