"""The one error an illegal action raises."""


class RuleViolation(Exception):
    """An action the rules forbid.

    ``rule_id`` names the rule that forbids it (for example ``"ZN-6.2"``) and
    ``reason`` says why in plain English. The state the action was applied to
    is never changed.

    >>> error = RuleViolation("ZN-6.2", "c4 is occupied")
    >>> str(error)
    'ZN-6.2: c4 is occupied'
    """

    def __init__(self, rule_id: str, reason: str) -> None:
        super().__init__(f"{rule_id}: {reason}")
        self.rule_id = rule_id
        self.reason = reason
