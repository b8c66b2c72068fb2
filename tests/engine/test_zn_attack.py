"""Attacks (ZN-8), patterns and abilities (ZN-9)."""

from __future__ import annotations

import pytest
from support.znamenosets import pos, rule_of

from engine.znamenosets import (
    DEFAULT_RULESET,
    Attack,
    GameState,
    Kind,
    Phase,
    RuleViolation,
    Side,
    TroopClass,
    apply,
    attack_strength,
    current_strength,
    legal_actions,
)
from engine.znamenosets.notation import board_to_text, cell
from engine.znamenosets.strength import class_bonus


def attack_pos(spec: dict[str, str], **kwargs: object) -> GameState:
    return pos(spec, phase=Phase.ATTACK, **kwargs)


def hit(attacker: str, *targets: str) -> Attack:
    return Attack(cell(attacker), tuple(cell(t) for t in targets))


def targets_of(state: GameState, attacker: str) -> list[str]:
    return sorted(
        " ".join(t.name for t in a.targets)
        for a in legal_actions(state)
        if isinstance(a, Attack) and a.attacker == cell(attacker)
    )


# --- strength (ZN-3.5, ZN-8.2, ZN-8.6) ---------------------------------------------


def test_wounds_lower_strength() -> None:
    """ZN-3.5 worked example: a heavy infantryman of strength 5 with two wounds has 3."""
    state = attack_pos({"c3": "blue heavy infantryman/2", "c4": "green archer/1"})
    assert current_strength(state, cell("c3")) == 3
    assert current_strength(state, cell("c4")) == 3


def test_strength_never_below_zero() -> None:
    ruleset = DEFAULT_RULESET.with_strength(Kind.STANDARD_BEARER, 1)
    state = attack_pos({"c3": "blue standard-bearer/2", "c4": "green archer"}, ruleset=ruleset)
    assert current_strength(state, cell("c3")) == 0


@pytest.mark.parametrize(
    ("attacker", "target", "bonus"),
    [
        (TroopClass.HEAVY, TroopClass.MEDIUM, 1),
        (TroopClass.HEAVY, TroopClass.LIGHT, 1),
        (TroopClass.MEDIUM, TroopClass.LIGHT, 1),
        (TroopClass.HEAVY, TroopClass.HEAVY, 0),
        (TroopClass.MEDIUM, TroopClass.MEDIUM, 0),
        (TroopClass.LIGHT, TroopClass.LIGHT, 0),
        (TroopClass.LIGHT, TroopClass.HEAVY, 0),
        (TroopClass.MEDIUM, TroopClass.HEAVY, 0),
    ],
)
def test_class_bonus(attacker: TroopClass, target: TroopClass, bonus: int) -> None:
    """ZN-8.6."""
    assert class_bonus(attacker, target) == bonus


@pytest.mark.parametrize(
    ("attacker", "target", "strength"),
    [
        # ZN-8.6 worked example: the cavalryman's 4 + 1 (class bonus) = 5 against 4
        pytest.param(("c3", "blue horseman"), ("c4", "green archer"), 5, id="cavalryman-archer"),
        # ZN-8.3 worked example: archer 4 against pikeman 3 (both light, no bonus)
        pytest.param(("c3", "blue archer"), ("c5", "green pikeman"), 4, id="archer-pikeman"),
    ],
)
def test_worked_example_the_stronger_wounds_without_a_counter_wound(
    attacker: tuple[str, str], target: tuple[str, str], strength: int
) -> None:
    """ZN-8.3 and ZN-8.6 worked examples: the target takes one wound, the attacker none."""
    state = attack_pos(dict([attacker, target, ("g1", "green pikeman")]))
    assert attack_strength(state, cell(attacker[0]), cell(target[0])) == strength
    after = board_to_text(apply(state, hit(attacker[0], target[0])).board)
    assert (after[target[0]], after[attacker[0]]) == (f"{target[1]}/1", f"{attacker[1]}/0")


def test_bonuses_never_help_the_defender() -> None:
    """ZN-8.3: a horseman (4) may not attack a heavy infantryman (5); the reverse has +1."""
    state = attack_pos(
        {
            "c3": "blue horseman",
            "c4": "green heavy infantryman",
            "a1": "blue archer",
            "a2": "green pikeman",
        }
    )
    assert targets_of(state, "c3") == []
    assert rule_of(state, hit("c3", "c4")) == "ZN-8.3"


def test_too_weak_is_zn_8_3() -> None:
    state = attack_pos(
        {"c3": "blue pikeman", "c4": "green archer", "a1": "blue archer", "a2": "green pikeman"}
    )
    with pytest.raises(RuleViolation) as caught:
        apply(state, hit("c3", "c4"))
    assert caught.value.rule_id == "ZN-8.3"
    assert caught.value.reason == (
        "the blue pikeman at c3 attacks with strength 3, less than the strength 4 "
        "of the green archer at c4"
    )


# --- equal strength (ZN-8.5, ZN-C.11) ---------------------------------------------


@pytest.mark.parametrize("target", ["c4", "c5"], ids=["adjacent", "at distance"])
def test_equal_strength_wounds_both(target: str) -> None:
    """ZN-8.5: whatever the direction and distance (an archer on c3 shoots c4 or c5)."""
    state = attack_pos({"c3": "blue archer", target: "green archer", "g8": "green pikeman"})
    text = board_to_text(apply(state, hit("c3", target)).board)
    assert (text[target], text["c3"]) == ("green archer/1", "blue archer/1")


def test_counter_wound_can_kill_the_attacker() -> None:
    state = attack_pos(
        {"c3": "blue standard-bearer/2", "c4": "green pikeman/1", "a1": "blue archer"}
    )
    # bearer 3-2 = 1 (+1 heavy vs light) = 2 against pikeman 3-1 = 2: equal.
    after = apply(state, hit("c3", "c4"))
    assert cell("c3") not in after.board and cell("c4") not in after.board
    assert after.bearers_lost[Side.BLUE] == 1


# --- patterns (ZN-9.1 - ZN-9.4) ------------------------------------------------------


# From d4 a warrior is offered the enemies its pattern reaches (singles, and a berserker's
# double blows too); an enemy outside the pattern is refused by the pattern's rule.
ORTHOGONAL_ONE = {
    "d5": "green pikeman/1",
    "e5": "green pikeman/1",
    "d6": "green pikeman/1",
    "c4": "green pikeman/1",
}


@pytest.mark.parametrize(
    ("kind", "enemies", "offered", "refused", "rule"),
    [
        *(
            pytest.param(kind, ORTHOGONAL_ONE, ["c4", "d5"], ["e5", "d6"], "ZN-9.1", id=kind)
            for kind in ("heavy infantryman", "standard-bearer", "horseman")
        ),
        pytest.param(
            "berserker",
            ORTHOGONAL_ONE,
            ["c4", "c4 d5", "d5"],
            ["e5", "d6"],
            "ZN-9.1",
            id="berserker",
        ),
        # ZN-9.2: up to 2 orthogonally, 1 diagonally.
        pytest.param(
            "archer",
            {
                "d6": "green pikeman",
                "f4": "green pikeman",
                "e5": "green pikeman",
                "c3": "green pikeman",
                "b2": "green archer",
                "f6": "green archer",
                "d7": "green archer",
                "e6": "green archer",
            },
            ["c3", "d6", "e5", "f4"],
            ["f6", "b2", "d7", "e6"],
            "ZN-9.2",
            id="archer",
        ),
        # ZN-9.3: the enemy next to it blocks; it may shoot that enemy.
        pytest.param(
            "archer",
            {"d5": "green pikeman", "d6": "green pikeman"},
            ["d5"],
            ["d6"],
            "ZN-9.3",
            id="archer blocked",
        ),
        # ZN-9.4: the eight neighbours.
        pytest.param(
            "pikeman",
            {"e5": "green archer/1", "c3": "green archer/1", "d6": "green archer/1"},
            ["c3", "e5"],
            ["d6"],
            "ZN-9.4",
            id="pikeman",
        ),
    ],
)
def test_attack_pattern(
    kind: str, enemies: dict[str, str], offered: list[str], refused: list[str], rule: str
) -> None:
    """ZN-9.1 - ZN-9.4, from d4."""
    state = attack_pos({"d4": f"blue {kind}", **enemies})
    assert targets_of(state, "d4") == offered
    for target in refused:
        assert rule_of(state, hit("d4", target)) == rule


def test_friends_do_not_block_the_archer() -> None:
    """ZN-9.3 / ZN-C.6."""
    state = attack_pos({"d4": "blue archer", "d5": "blue pikeman", "d6": "green pikeman"})
    assert targets_of(state, "d4") == ["d6"]
    after = apply(state, hit("d4", "d6"))
    assert board_to_text(after.board)["d6"] == "green pikeman/1"


# --- pikeman against heavy infantryman (ZN-9.5, ZN-C.7) -------------------------------


def test_pikeman_deals_two_wounds_to_a_heavy_infantryman() -> None:
    state = attack_pos(
        {"d4": "blue pikeman", "e5": "green heavy infantryman/2", "a1": "green archer"}
    )
    after = apply(state, hit("d4", "e5"))
    assert board_to_text(after.board)["d4"] == "blue pikeman/1"  # 3 = 3: counter-wound
    assert cell("e5") not in after.board  # 2 + 2 = 4 wounds: killed
    assert [e.name for e in after.log[:4]] == ["attack", "wound", "wound", "kill"]


def test_pikeman_two_wounds_without_counter() -> None:
    """With the line bonus the pikeman (3 + 1) beats the heavy infantryman (5 - 2) outright."""
    state = attack_pos(
        {
            "d4": "blue pikeman",
            "d3": "blue standard-bearer",
            "e5": "green heavy infantryman/2",
            "a1": "green archer",
        },
        line_bonus=[cell("d3"), cell("d4")],
    )
    after = apply(state, hit("d4", "e5"))
    assert "e5" not in board_to_text(after.board)
    assert board_to_text(after.board)["d4"] == "blue pikeman/0"
    assert [(e["cell"], e["amount"]) for e in after.log if e.name == "wound"] == [("e5", 2)]


def test_pikeman_against_others_deals_one() -> None:
    state = attack_pos({"d4": "blue pikeman", "e5": "green pikeman", "a1": "green archer"})
    after = apply(state, hit("d4", "e5"))
    assert board_to_text(after.board)["e5"] == "green pikeman/1"


# --- berserker's double blow (ZN-9.6) -------------------------------------------------

BERSERKER = {
    "d4": "blue berserker",
    "d5": "green pikeman",
    "e4": "green horseman",
    "c4": "green heavy infantryman",
    "e5": "green pikeman",
}


def test_double_blows_are_listed_in_cell_order() -> None:
    state = attack_pos(BERSERKER)
    assert targets_of(state, "d4") == ["d5", "d5 e4", "e4"]
    listed = [a for a in legal_actions(state) if len(a.targets) == 2]  # type: ignore[union-attr]
    assert listed == [hit("d4", "d5", "e4")]


def test_double_blow_wounds_both_and_the_berserker() -> None:
    """ZN-9.6: one wound each; the berserker takes one, plus one for the equal horseman (4 = 4)."""
    state = attack_pos(BERSERKER)
    after = apply(state, hit("d4", "d5", "e4"))
    text = board_to_text(after.board)
    assert text["d5"] == "green pikeman/1"
    assert text["e4"] == "green horseman/1"
    assert text["d4"] == "blue berserker/2"
    assert after.to_move is Side.GREEN


def test_double_blow_strengths_are_taken_before_damage() -> None:
    """Two equal horsemen: the berserker takes 3 wounds and dies, both horsemen are wounded."""
    state = attack_pos(
        {
            "d4": "blue berserker",
            "d5": "green horseman",
            "e4": "green horseman",
            "a1": "blue archer",
        }
    )
    after = apply(state, hit("d4", "d5", "e4"))
    text = board_to_text(after.board)
    assert "d4" not in text
    assert (text["d5"], text["e4"]) == ("green horseman/1", "green horseman/1")
    assert [e["cell"] for e in after.log if e.name == "kill"] == ["d4"]


def test_double_blow_by_another_warrior_is_zn_9_6() -> None:
    state = attack_pos({"d4": "blue horseman", "d5": "green pikeman", "e4": "green pikeman"})
    assert rule_of(state, hit("d4", "d5", "e4")) == "ZN-9.6"


@pytest.mark.parametrize(
    "targets",
    [("d5", "d5"), ("e4", "d5"), ("d5", "e5"), ("d5", "e4", "c4"), ("d5", "d6")],
)
def test_malformed_double_blows_are_zn_9_6(targets: tuple[str, ...]) -> None:
    state = attack_pos({**BERSERKER, "d6": "green pikeman"})
    assert rule_of(state, hit("d4", *targets)) == "ZN-9.6"


def test_each_double_blow_target_must_be_beatable() -> None:
    """ZN-9.6 / ZN-8.3: the heavy infantryman (5) is too strong for the berserker (4)."""
    state = attack_pos(BERSERKER)
    assert rule_of(state, hit("d4", "c4", "d5")) == "ZN-8.3"


# --- who may attack whom (ZN-8.1) ----------------------------------------------------


def test_attacker_and_target_must_be_right() -> None:
    state = attack_pos(
        {"d4": "blue archer", "d5": "green pikeman", "c4": "blue pikeman", "a8": "green archer"}
    )
    assert rule_of(state, hit("d5", "d4")) == "ZN-8.1"  # not yours
    assert rule_of(state, hit("e4", "d5")) == "ZN-8.1"  # nobody there
    assert rule_of(state, hit("d4", "c4")) == "ZN-8.1"  # a friend
    assert rule_of(state, hit("d4", "e4")) == "ZN-8.1"  # empty cell
    assert rule_of(state, hit("d4", "d4")) == "ZN-8.1"  # itself
    assert rule_of(state, hit("d4")) == "ZN-8.1"  # no target


def test_kill_and_bearer_loss() -> None:
    """ZN-8.7 / ZN-10.1: a killed standard-bearer counts."""
    state = attack_pos(
        {"d4": "blue heavy infantryman", "d5": "green standard-bearer/2", "a8": "green archer"}
    )
    after = apply(state, hit("d4", "d5"))
    assert cell("d5") not in after.board
    assert after.bearers_lost == {Side.BLUE: 0, Side.GREEN: 1}
    names = [e.name for e in after.log]
    assert names == ["attack", "wound", "kill", "turn_end"]


def test_legal_attacks_exact() -> None:
    state = attack_pos(
        {
            "d4": "blue archer",
            "d5": "green pikeman",
            "b4": "green archer",
            "c3": "blue horseman",
            "c4": "green heavy infantryman/3",
        }
    )
    assert legal_actions(state) == [
        hit("c3", "c4"),
        hit("d4", "c4"),
        hit("d4", "d5"),
    ]
    assert rule_of(state, hit("d4", "b4")) == "ZN-9.3"
