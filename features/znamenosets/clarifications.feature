@znamenosets
Feature: Clarifications
  Rulings where the source is silent, unclear or inconsistent.
  Each ruling is shown by at least one scenario here or in a chapter file.

  @ZN-C.1 @ZN-3.3
  Scenario: Base strengths are a ruleset setting
    Given the heavy infantryman has strength 6
    And the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    Then the warrior at d4 has strength 6
    And the attack strength of the warrior at d4 against the warrior at d5 is 7

  @ZN-C.2 @ZN-8.6
  Scenario: The berserker has base strength 4 by default
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at d4 has strength 4
    And the attack strength of the warrior at d4 against the warrior at d5 is 5

  @ZN-C.2
  Scenario: The berserker's base strength can be set
    Given the berserker has strength 5
    And the board:
      | cell | warrior           | side  |
      | d4   | berserker         | blue  |
      | d5   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    Then the warrior at d4 has strength 5
    And blue is to play in the movement phase
    When the warrior at a1 moves to a2
    Then blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 has 1 wound
    And the warrior at d4 has 1 wound

  @ZN-C.5 @ZN-5.4
  Scenario: An attack in reach after the move may not be declined
    Given the board:
      | cell | warrior         | side  |
      | d3   | horseman        | blue  |
      | d5   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d3 moves to d4
    And the warrior at a1 is removed
    Then the action is refused under rule ZN-C.5
    And blue is to play in the attack phase

  @ZN-C.6 @ZN-9.2
  Scenario: A friend between an archer and its target does not block
    Given the board:
      | cell | warrior           | side  |
      | d4   | archer            | blue  |
      | d3   | heavy infantryman | blue  |
      | d2   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d2
    Then the warrior at d2 is a green pikeman with 1 wound
    And the warrior at d3 has 0 wounds

  @ZN-C.7 @ZN-9.5 @ZN-8.5 @ZN-8.7
  Scenario: A pikeman kills an equal heavy infantryman and takes one wound
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | pikeman           | blue  | 0      |
      | d5   | heavy infantryman | green | 2      |
      | a1   | standard-bearer   | blue  | 0      |
      | g8   | standard-bearer   | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d5 is empty
    And the warrior at d4 is a blue pikeman with 1 wound

  @ZN-C.8 @ZN-6.3
  Scenario: The cavalryman of the examples is the horseman
    Given the board:
      | cell | warrior         | side  |
      | a1   | horseman        | blue  |
      | b8   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at a1 has strength 4
    When the warrior at a1 moves to g7
    Then the warrior at g7 is a blue horseman with 0 wounds

  @ZN-C.9 @ZN-7.1 @ZN-7.2
  Scenario: A stretch with one of two standard-bearers may move
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | pikeman         | blue  |
      | c4   | archer          | blue  |
      | c5   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 1 cell right
    Then the board is:
      | cell | warrior         | side  |
      | d2   | standard-bearer | blue  |
      | d3   | pikeman         | blue  |
      | d4   | archer          | blue  |
      | c5   | standard-bearer | blue  |
      | g8   | standard-bearer | green |

  @ZN-C.11 @ZN-8.5
  Scenario: The attacker's counter-wound is a single wound
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | horseman          | blue  | 0      |
      | d5   | heavy infantryman | green | 1      |
      | a1   | standard-bearer   | blue  | 0      |
      | g8   | standard-bearer   | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green heavy infantryman with 2 wounds
    And the warrior at d4 is a blue horseman with 1 wound

  @ZN-C.16 @ZN-10.1
  Scenario: A side whose last warrior is killed loses
    Given the board:
      | cell | warrior         | side  | wounds |
      | c3   | horseman        | blue  | 0      |
      | c4   | archer          | green | 1      |
      | a1   | standard-bearer | blue  | 0      |
    And blue is to play in the attack phase
    When the warrior at c3 attacks the warrior at c4
    Then the cell c4 is empty
    And blue wins

  @ZN-C.17 @ZN-10.1 @ZN-10.2 @ZN-C.16
  Scenario: A third standard-bearer and the last enemy warrior fall together
    Given the board:
      | cell | warrior         | side  | wounds |
      | c3   | standard-bearer | blue  | 2      |
      | c4   | pikeman         | green | 1      |
      | a1   | archer          | blue  | 0      |
    And blue has lost 2 standard-bearers
    And blue is to play in the attack phase
    When the warrior at c3 attacks the warrior at c4
    Then the cell c3 is empty
    And the cell c4 is empty
    And the game is drawn

  @ZN-C.18 @ZN-5.5 @ZN-C.16
  Scenario: A removal may be set up for a player who could not attack after moving
    Given the board:
      | cell | warrior  | side  |
      | c3   | horseman | blue  |
      | e6   | archer   | green |
    And blue is to play in the removal phase
    When the warrior at c3 is removed
    Then green wins
