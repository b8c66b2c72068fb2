@znamenosets
Feature: Verdicts that fail, every way a step can
  Each scenario ends in a different verdict, for the runner to give as pytest-bdd does.

  Background:
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | c3   | archer            | blue  |
      | c5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |

  Scenario: A refusal nobody expects ends the scenario
    When the warrior at d4 moves to d8

  Scenario: A later step stumbles on the refusal
    When the warrior at d4 moves to d8
    Then the warrior at d4 has 0 wounds

  Scenario: The refusal names another rule
    When the warrior at d4 moves to d8
    Then the action is refused under rule ZN-6.2

  Scenario: The action is expected to be allowed, but it is refused
    When the warrior at d4 moves to d8
    Then the action is allowed

  Scenario: A refusal is expected, but the action is allowed
    When the warrior at d4 moves to d5
    Then the action is refused under rule ZN-6.2
    And the cell d4 is empty

  Scenario: An expectation that does not hold
    Then the warrior at c3 can attack: c5, d4
    And the warrior at d4 has 1 wound

  Scenario Outline: Some rows hold, some do not: <cell>
    When the warrior at d4 moves to <cell>
    Then the cell <cell> is empty

    Examples:
      | cell |
      | d5   |
      | d8   |

  Scenario: A step after a failure stays skipped
    Then the game is drawn
    And blue has 3 warriors
