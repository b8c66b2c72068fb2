"""A fight, the decisions of a melee combat, a shot and the weapons a hero used, checked
from the rule text (LS1-12, LS1-13, LS1-15.4)."""

from __future__ import annotations

from collections import Counter

from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    CreatureCard,
    Effect,
    RelicCard,
    RelicClass,
    SpellCard,
    TacticCard,
)
from engine.signum.classic.oracle.damage import _faces, _hits, _new_events, _require, _took
from engine.signum.classic.oracle.geometry import _enemies, _gap, _touching
from engine.signum.classic.ruleset import Reveal
from engine.signum.classic.state import ChooseAbsorb, ChooseReveal, ChooseSplit, Creature, GameState
from engine.signum.classic.table import Player


def check_fight(before: GameState, action: a.Fight, after: GameState) -> None:
    attacker, target = before.creature(action.creature), before.creature(action.target)
    _require(attacker.owner is not target.owner, "a fight against a friend")
    _require(_touching(before, attacker, target), "a fight without contact (LS1-12.1)")
    _require(not attacker.ran, "a runner fought (LS1-11.2)")
    splits = [d for d in after.pending if isinstance(d, ChooseSplit)]
    if after.find(attacker.id) is not None and after.find(target.id) is not None:
        _require(
            splits and splits[0].creature == target.id, "the attacked side splits first (LS1-12.3)"
        )


def _strength(state: GameState, creature: Creature) -> int:
    card = state.cards[creature.card]
    assert isinstance(card, CreatureCard)
    total = card.strength
    if card.type is CardType.HERO:
        for relic in state.camp(creature.owner).relics:
            relic_card = state.cards[relic.card]
            assert isinstance(relic_card, RelicCard)
            total += relic_card.strength
    for player in Player:
        for lasting in state.camp(player).lasting:
            spell = state.cards[lasting.card]
            if lasting.target == creature.id and isinstance(spell, SpellCard):
                total += spell.amount
    return max(total, 0)


def check_decision(before: GameState, action: a.Action, after: GameState) -> None:
    decision = before.pending[0]
    if isinstance(decision, ChooseSplit) and isinstance(action, a.Split):
        creature = before.creature(decision.creature)
        if creature.fights:
            _require(action.attack == 0, "a creature that fought already attacked (LS1-12.8)")
        _require(
            0 <= action.attack <= _strength(before, creature), "more dice than strength (LS1-12.3)"
        )
        if decision.creature == decision.melee.attacker:
            _check_melee(before, decision, action.attack, after)
    elif isinstance(decision, ChooseReveal):
        owner = before.camp(decision.owner)
        now = after.camp(decision.owner)
        _require(
            decision.card in (h.card for h in owner.tactics),
            "a tactic revealed that was not face down",
        )
        if isinstance(action, a.LetPass) and before.ruleset.tactic_reveal is Reveal.WAIT:
            _require(
                len(now.tactics) == len(owner.tactics),
                "under 'wait' a tactic let pass stays (LS1-C.8)",
            )
        else:
            _require(len(now.tactics) == len(owner.tactics) - 1, "the tactic leaves the table")
            _require(
                now.graveyard.count(decision.card) == owner.graveyard.count(decision.card) + 1,
                "a revealed or lost tactic goes to the Graveyard (LS1-17.4)",
            )
        card = before.cards[decision.card]
        subject = before.find(decision.subject)
        if isinstance(action, a.Reveal) and isinstance(card, TacticCard) and subject is not None:
            if card.effect is Effect.RETURN:
                _require(after.find(subject.id) is None, "the character went back to the hand")
                _require(
                    after.camp(subject.owner).hand.count(subject.card)
                    == before.camp(subject.owner).hand.count(subject.card) + 1,
                    "the character's card is back in its player's hand",
                )
            elif card.effect is Effect.DAMAGE:
                _took(before, after, subject, card.amount, card.magical)
    elif isinstance(decision, ChooseAbsorb) and isinstance(action, a.Absorb):
        # LS1-15.6, LS1-C.19: one token a point, from the relic named for that point, as
        # long as any relic holds one; the rest on the hero's own armour, then wounds.
        # Tokens are counted by relic name: a hero may wear two copies of one relic.
        hero = before.creature(decision.damage.target)
        relics = tokens_by_name(before, hero.owner)
        _require(
            len(action.points) == min(decision.damage.amount, sum(relics.values())),
            "the relics take one point for each token while any is left (LS1-15.6)",
        )
        for name in action.points:
            _require(relics[name] > 0, f"{name} gave a token it did not have")
            relics[name] -= 1
        now = tokens_by_name(after, hero.owner)
        # Later hits in the same action (the rest of the attack, a strike back) may take more.
        hits = [e for e in _new_events(before, after, "damage") if e.get("target") == hero.id]
        later = len(hits) > 1
        for name, tokens in relics.items():
            _require(
                now[name] <= tokens if later else now[name] == tokens,
                f"{name} holds {now[name]} tokens, the choice leaves {tokens}",
            )


def _check_melee(
    before: GameState, decision: ChooseSplit, attacker_attack: int, after: GameState
) -> None:
    melee = decision.melee
    attacker, defender = before.creature(melee.attacker), before.creature(melee.defender)
    defender_attack = melee.defender_attack or 0
    (event,) = _new_events(before, after, "melee")
    rolled = {
        k: _faces(event, k)
        for k in ("attacker_attack", "defender_attack", "attacker_defence", "defender_defence")
    }
    _require(
        len(rolled["attacker_attack"]) == attacker_attack, "the attacker rolled its attack dice"
    )
    _require(
        len(rolled["defender_attack"]) == defender_attack,
        "the attacked creature rolled its attack dice",
    )
    _require(
        len(rolled["attacker_defence"]) == _strength(before, attacker) - attacker_attack,
        "the attacker's other dice defend",
    )
    _require(
        len(rolled["defender_defence"]) == _strength(before, defender) - defender_attack,
        "the attacked creature's other dice defend",
    )
    blocks = before.ruleset.block_faces
    a_blocks = sum(f in blocks for f in rolled["attacker_defence"])
    d_blocks = sum(f in blocks for f in rolled["defender_defence"])
    on_defender = max(_hits(before, attacker, rolled["attacker_attack"]) - d_blocks, 0)
    on_attacker = max(_hits(before, defender, rolled["defender_attack"]) - a_blocks, 0)
    _require(
        (event["on_defender"], event["on_attacker"]) == (on_defender, on_attacker),
        "the hits left after the blocks (LS1-12.6)",
    )
    if not after.pending:
        _took(before, after, defender, on_defender)
        _took(before, after, attacker, on_attacker)
        for creature, attacked, named in (
            (attacker, attacker_attack, melee.attacker_weapon),
            (defender, defender_attack, melee.defender_weapon),
        ):
            _check_weapon(before, after, creature, RelicClass.MELEE_WEAPON, attacked > 0, named)


def _check_weapon(
    before: GameState,
    after: GameState,
    creature: Creature,
    kind: RelicClass,
    used: bool,
    named: str | None = None,
) -> None:
    """LS1-15.4, LS1-C.17: an attack with dice uses one weapon of its class, the one its
    player named if it named one."""
    card = before.cards[creature.card]
    if not isinstance(card, CreatureCard) or card.type is not CardType.HERO:
        return
    if after.find(creature.id) is None or after.is_over:
        return  # a fallen hero's relics went with it; at the end nothing more is counted

    def uses(state: GameState) -> int:
        return sum(
            r.uses
            for r in state.camp(creature.owner).relics
            if isinstance(c := state.cards[r.card], RelicCard) and c.relic_class is kind
        )

    _require(
        uses(before) - uses(after) == (1 if used and uses(before) else 0),
        f"{kind} weapon uses went {uses(before)} to {uses(after)}",
    )
    if used and named is not None:
        was = next(r.uses for r in before.camp(creature.owner).relics if r.card == named)
        now = next((r.uses for r in after.camp(creature.owner).relics if r.card == named), 0)
        _require(was - now == 1, f"{named} was named, yet another weapon was used (LS1-C.17)")


def check_shot(before: GameState, action: a.Shoot, after: GameState) -> None:
    shooter, target = before.creature(action.creature), before.creature(action.target)
    ruleset = before.ruleset
    _require(not shooter.activated, "a shooter that moved or acted shot (LS1-13.1)")
    _require(
        not any(_touching(before, shooter, e) for e in _enemies(before, shooter)),
        "a shooter in contact shot (LS1-13.5)",
    )
    card = before.cards[shooter.card]
    assert isinstance(card, CreatureCard)
    shooting = None if action.weapon else card.shooting
    weapon = None
    if shooting is None:
        for relic in before.camp(shooter.owner).relics:
            relic_card = before.cards[relic.card]
            if (
                isinstance(relic_card, RelicCard)
                and relic_card.shooting
                and card.type is CardType.HERO
                and action.weapon in (None, relic.card)
            ):
                shooting, weapon = relic_card.shooting, relic_card
                break
    _require(shooting is not None, "a creature without a ranged attack shot (LS1-13.1)")
    assert shooting is not None
    _require(
        _gap(before, shooter, target) <= ruleset.distances[shooting.range] + ruleset.tolerance,
        "a shot beyond range (LS1-13.2)",
    )
    (event,) = _new_events(before, after, "shot")
    faces = _faces(event, "faces")
    _require(len(faces) == shooting.dice, "the shooter rolls its ranged dice (LS1-13.6)")
    _took(before, after, target, _hits(before, shooter, faces))
    if weapon is not None and not after.pending:
        _check_weapon(before, after, shooter, RelicClass.RANGED_WEAPON, True, action.weapon)


def tokens_by_name(state: GameState, player: Player) -> Counter[str]:
    """The armour tokens on a player's relics, by the relic's name."""
    found: Counter[str] = Counter()
    for relic in state.camp(player).relics:
        found[relic.card] += relic.tokens
    return found
