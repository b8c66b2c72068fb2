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
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.signum.warseer.hexes import LETTERS
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from rulebook.vocabulary import common  # noqa: F401  (the shared fields and steps)
from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE, fold, vocabulary
from rulebook.vocabulary.fields import CYRILLIC_IE, E_OR_YO, Field, term_field, value_field
from rulebook.vocabulary.steps import VOCABULARY, TableShape
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import StepFailed

HEX = r"[a-z][0-9]+"
PATH_SEPARATOR = " → "
NONE = "-"

CREATURE_NAMES = (
    "Kaitlynn",
    "Gil-Talas",
    "Dayodor Order Mentor",
    "Swordsman",
    "Spearman",
    "Archer",
    "Mage",
    "Wolf",
    "Golem",
    "Ghoul",
    "Troll",
    "Hawk",
    "Skeleton",
    "Guard",
    "Ranger",
    "Shaman",
    "Imp",
    "Knight",
    "Ogre",
    "Spider",
)
SUPPORT_NAMES = (
    "Fireball",
    "Healing Light",
    "Iron Helm",
    "Chainmail",
    "Amulet",
    "War Banner",
    "Sudden Strike",
    "Parry",
    "Barracks",
    "Old Forest",
    "Curse",
    "Insight",
    "Call Imps",
    "Star Flare",
    "Cursed Coin",
    "Witch Charm",
    "Blood Altar",
)
FEAT_NAMES = ("First Blood", "Hold the Line", "Slayer", "Collector", "Warmonger")
CARD_NAMES = (*CREATURE_NAMES, *SUPPORT_NAMES, *FEAT_NAMES)
"""Every card name a Warseer scenario may use: words of the ``card`` context."""

PLAYERS = ("south", "north")
CREATURE_KINDS = ("hero", "character", "minion")
CARD_KINDS = (*CREATURE_KINDS, "tactic", "relic", "spell", "building", "terrain", "feat")
ATTACK_TYPES = ("melee", "shot", "magic")
KEYWORDS = (
    "Agile",
    "Ambush",
    "Armour",
    "Assassin",
    "Aura",
    "Berserk",
    "Brave",
    "Brute",
    "Charge",
    "Clinch",
    "Contract",
    "Counterblow",
    "Defender",
    "Difficult target",
    "First word",
    "Flank",
    "Flight",
    "Forged",
    "Fortitude",
    "Healer",
    "Hook",
    "Hunter",
    "Last word",
    "Long shot",
    "Master of Attack",
    "Monster",
    "Predator",
    "Protector",
    "Regeneration",
    "Resurgent",
    "Run",
    "Rush",
    "Shield",
    "Slow",
    "Superior",
    "Warlord",
)
CRITS = (
    "Advance",
    "Frenzy",
    "Hammerblow",
    "Infection",
    "Nimble",
    "Parasite: Imp",
    "Poison",
    "Slash",
    "Stun",
    "Swap",
    "Vampirism",
    "add sword",
    "add dragon",
    "add push",
    "add die 1",
    "add die 2",
    "add die 3",
)
TOKENS = ("stun", "poison", "disease")
TERRAIN_KINDS = ("Forest", "Hill", "Impassable", "blocks sight")
SYMBOLS = ("sword", "dragon", "push", "critical")
BLANK = "blank"
FEAT_KINDS = ("military feat", "achievement")
CONDITIONS = ("destroyed rank", "destroyed any", "creatures", "history", "relics", "power")
EFFECTS = ("damage", "heal", "armour", "power", "draw", "summon", "none")
WORD_EFFECTS = ("magical damage",)
"""What a First word or Last word may also say: damage that armour does not stop."""
TARGETS = ("enemy", "ally")
TRIGGERS = ("attack declared", "character summoned")
YES, NO = "yes", "no"
RESULTS = ("south wins", "north wins", "a draw")
ATTACK_STEPS = (
    "modify",
    "protect",
    "slash",
    "push",
    "advance",
    "swap",
    "nimble",
    "counterblow",
    "frenzy",
)

KEYWORD_CONTEXT, CRIT_CONTEXT, KIND_CONTEXT = "keyword", "crit", "card type"
SYMBOL_CONTEXT = "symbol"


def spelling_regex(words: Mapping[str, str] | list[str]) -> str:
    """An alternation of words, longest first, reading ё for е."""
    spellings = [re.escape(w).replace(CYRILLIC_IE, E_OR_YO) for w in words]
    return "|".join(sorted(spellings, key=len, reverse=True))


def words_of(context: str, terms: tuple[str, ...], language: str) -> dict[str, str]:
    """Folded word -> English term, for the terms of ``context`` in ``language``."""
    found = {fold(term): term for term in terms}
    if language != SOURCE_LANGUAGE:
        for english, translated in vocabulary(language).words(context).items():
            if english in terms:
                found[fold(translated)] = english
    return found


def translated(context: str, term: str, language: str) -> str:
    if language == SOURCE_LANGUAGE:
        return term
    return vocabulary(language).get(context, term) or term


KEYWORD_ITEM = re.compile(r"(?P<name>.*?)(?: (?P<x>[0-9]+))?(?:: (?P<text>.+))?")
TEXT_CONTEXTS = (
    (KEYWORD_CONTEXT, KEYWORDS),
    (CRIT_CONTEXT, CRITS),
    (KIND_CONTEXT, CARD_KINDS),
    ("attack type", ATTACK_TYPES),
    ("effect", (*EFFECTS, *WORD_EFFECTS)),
)


DICE_WORDS = ("die", "dice")
DICE_BONUS = re.compile(r"\+(?P<n>[0-9]+) (?P<word>.+)")
WORD_AMOUNT = re.compile(r"(?P<word>.+?) (?P<n>[0-9]+)")


def text_of(folded: str, texts: dict[str, str], bonus: dict[str, str]) -> str:
    """The English of a keyword's text: a word of its contexts with an optional amount
    (``damage 1``), or ``+N die|dice``."""
    found = DICE_BONUS.fullmatch(folded)
    if found is not None:
        return f"+{found['n']} {bonus[found['word']]}"
    amount = WORD_AMOUNT.fullmatch(folded)
    if folded not in texts and amount is not None:
        return f"{texts[amount['word']]} {amount['n']}"
    return texts[folded]


class ComposedWords(Mapping[str, str]):
    """The words of a composed field: folded text -> English, read piece by piece."""

    def __init__(self, read: Any, heads: dict[str, str]) -> None:
        self.read, self.heads = read, heads

    def __getitem__(self, key: str) -> str:
        found: str = self.read(key)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.heads)

    def __len__(self) -> int:
        return len(self.heads)


@dataclass(frozen=True)
class KeywordsField(Field):
    """Keywords as a list: each ``Name``, ``Name X``, ``Name: text`` or ``Name X: text``;
    the text is a keyword, a critical effect, a card type or an attack type."""

    def words(self, language: str) -> dict[str, str]:
        heads = words_of(KEYWORD_CONTEXT, KEYWORDS, language)
        texts: dict[str, str] = {}
        for context, terms in TEXT_CONTEXTS:
            texts.update(words_of(context, terms, language))
        bonus = words_of(KEYWORD_CONTEXT, DICE_WORDS, language)

        def read(key: str) -> str:
            match = KEYWORD_ITEM.fullmatch(key.strip())
            if match is None:
                raise KeyError(key)
            english = heads[fold(match["name"])]
            if match["x"]:
                english += f" {match['x']}"
            if match["text"]:
                english += f": {text_of(fold(match['text']), texts, bonus)}"
            return english

        return ComposedWords(read, heads)  # type: ignore[return-value]

    def item_regex(self, language: str) -> str:
        heads = spelling_regex(list(words_of(KEYWORD_CONTEXT, KEYWORDS, language)))
        texts: list[str] = []
        for context, terms in TEXT_CONTEXTS:
            texts += list(words_of(context, terms, language))
        dice = spelling_regex(list(words_of(KEYWORD_CONTEXT, DICE_WORDS, language)))
        text = f"(?:(?:{spelling_regex(texts)})(?: [0-9]+)?|\\+[0-9]+ (?:{dice}))"
        return f"(?:(?:{heads})(?: [0-9]+)?(?:: {text})?|{re.escape(NONE)})"

    def translate(self, english: str, language: str) -> str:
        match = KEYWORD_ITEM.fullmatch(english)
        if match is None or language == SOURCE_LANGUAGE:
            return english
        text = translated(KEYWORD_CONTEXT, match["name"], language)
        if match["x"]:
            text += f" {match['x']}"
        if match["text"]:
            bonus = DICE_BONUS.fullmatch(match["text"])
            if bonus is not None:
                word = translated(KEYWORD_CONTEXT, bonus["word"], language)
                return f"{text}: +{bonus['n']} {word}"
            word, amount = match["text"], ""
            found = WORD_AMOUNT.fullmatch(word)
            if found is not None and not any(word in terms for _, terms in TEXT_CONTEXTS):
                word, amount = found["word"], f" {found['n']}"
            context = next((c for c, terms in TEXT_CONTEXTS if word in terms), "")
            text += f": {translated(context, word, language)}{amount}"
        return text


@dataclass(frozen=True)
class FacesField(Field):
    """Die faces as a list: each a symbol, symbols joined by ``+`` (``sword+push``), or
    ``blank``."""

    def words(self, language: str) -> dict[str, str]:
        heads = words_of(SYMBOL_CONTEXT, (*SYMBOLS, BLANK), language)

        def read(key: str) -> str:
            return "+".join(heads[fold(part.strip())] for part in key.split("+"))

        return ComposedWords(read, heads)  # type: ignore[return-value]

    def item_regex(self, language: str) -> str:
        symbol = spelling_regex(list(words_of(SYMBOL_CONTEXT, (*SYMBOLS, BLANK), language)))
        return f"(?:(?:{symbol})(?:\\+(?:{symbol}))*)"

    def translate(self, english: str, language: str) -> str:
        return "+".join(translated(SYMBOL_CONTEXT, part, language) for part in english.split("+"))


def composed(kind: type[Field], name: str, context: str, terms: tuple[str, ...]) -> Field:
    return kind(name, str, context=context, terms=terms, many=True, blank=NONE)


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

STATS = (
    ("attack", "AttackType"),
    ("dice", "Ranks"),
    ("range", "Number"),
    ("health", "Number"),
    ("movement", "Number"),
    ("rank", "Number"),
    ("keywords", "Keywords"),
    ("crit", "Crit"),
)
BATTLEFIELD = TableShape(
    columns=(
        ("hex", "Hex"),
        ("creature", "Name"),
        ("player", "Army"),
        ("kind", "CardKind"),
        *STATS,
        ("wounds", "Number"),
        ("armour", "Number"),
        ("tokens", "Tokens"),
        ("terrain", "TerrainKinds"),
    ),
    required=("hex",),
    unique="hex",
    may_be_blank=(
        "creature",
        "player",
        "kind",
        *(name for name, _ in STATS),
        "wounds",
        "armour",
        "tokens",
        "terrain",
    ),
)
CARDS = TableShape(
    columns=(
        ("card", "Name"),
        ("type", "CardKind"),
        ("cost", "Number"),
        ("income", "Number"),
        *STATS,
        ("armour", "Number"),
        ("uses", "Number"),
        ("effect", "CardEffect"),
        ("amount", "Number"),
        ("target", "CardTarget"),
        ("event", "Trigger"),
        ("lasting", "YesNo"),
        ("magical", "YesNo"),
        ("feat", "FeatKind"),
        ("condition", "Condition"),
        ("threshold", "Number"),
        ("points", "Number"),
        ("terrain", "TerrainKinds"),
        ("leadership", "Leadership"),
        ("minion", "Name"),
    ),
    required=("card", "type"),
    unique="card",
    may_be_blank=(
        "cost",
        "income",
        *(name for name, _ in STATS),
        "armour",
        "uses",
        "effect",
        "amount",
        "target",
        "event",
        "lasting",
        "magical",
        "feat",
        "condition",
        "threshold",
        "points",
        "terrain",
        "leadership",
        "minion",
    ),
)


def cell_value(kind: Field, text: str) -> Any:
    """A table cell in either language, as its value (a list for a field of many)."""
    text = text.strip()
    if kind.regex is not None:
        items = [kind.convert(item.strip()) for item in kind.items(text)]
        return items if kind.many else items[0]
    for language in LANGUAGES:
        try:
            items = [
                None if word.strip() == kind.blank else kind.convert(kind.english(word, language))
                for word in kind.items(text)
            ]
        except KeyError:
            continue
        return [i for i in items if i is not None] if kind.many else items[0]
    raise StepFailed("unknown word: {word}", word=text)


def read_rows(datatable: list[list[str]], shape: TableShape) -> list[dict[str, Any]]:
    """Each row as its columns' values; a blank cell is left out (its default applies)."""
    header_field = VOCABULARY.fields["Header"]
    header = [cell_value(header_field, name) for name in datatable[0]]
    rows = []
    for row in datatable[1:]:
        values = {}
        for column, text in zip(header, row, strict=True):
            if text.strip():
                values[column] = cell_value(VOCABULARY.fields[shape.field_type(column)], text)
        rows.append(values)
    return rows


def listed(values: list[Any] | None) -> list[Any]:
    """A list field's values ("-" reads as none)."""
    return [v for v in values or [] if v is not None]
