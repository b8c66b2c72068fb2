@znamenosets
Feature: Victory
  Each side brings 20 warriors, three of them standard-bearers.
  A player wins when the opponent loses a third standard-bearer, while keeping one of their own.

  @ZN-1.1 @ZN-3.4
  Scenario: A new game has 20 warriors on each side
    Given a new game shuffled with seed 7
    When the armies are deployed
    Then blue has 20 warriors
    And green has 20 warriors

  @ZN-10.1 @ZN-1.2 @ZN-8.7
  Scenario: Killing the third standard-bearer wins
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | heavy infantryman | blue  | 0      |
      | d5   | standard-bearer   | green | 2      |
      | a1   | standard-bearer   | blue  | 0      |
    And green has lost 2 standard-bearers
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d5 is empty
    And blue wins

  @ZN-1.2 @ZN-10.1
  Scenario: Losing a second standard-bearer does not end the game
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | heavy infantryman | blue  | 0      |
      | d5   | standard-bearer   | green | 2      |
      | g8   | standard-bearer   | green | 0      |
      | a1   | standard-bearer   | blue  | 0      |
    And green has lost 1 standard-bearer
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d5 is empty
    And the game is not over
    And green is to play in the movement phase

  @ZN-10.1 @ZN-C.13 @ZN-5.5
  Scenario: Removing your own last standard-bearer loses
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | b1   | pikeman         | blue  |
      | a2   | pikeman         | green |
      | b2   | pikeman         | green |
      | c1   | pikeman         | green |
      | g8   | standard-bearer | green |
    And blue has lost 2 standard-bearers
    And green has lost 2 standard-bearers
    Then blue is to play in the removal phase
    When the warrior at a1 is removed
    Then green wins

  @ZN-10.1 @ZN-8.5 @ZN-C.11
  Scenario: A counter-wound on the attacker's last standard-bearer loses
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | standard-bearer | blue  | 2      |
      | d5   | pikeman         | green | 1      |
      | g8   | standard-bearer | green | 0      |
    And blue has lost 2 standard-bearers
    And green has lost 2 standard-bearers
    And blue is to play in the attack phase
    Then the attack strength of the warrior at d4 against the warrior at d5 is 2
    When the warrior at d4 attacks the warrior at d5
    Then the cell d4 is empty
    And the cell d5 is empty
    And green wins

  @ZN-10.2 @ZN-C.12 @ZN-1.2
  Scenario: Both last standard-bearers fall in one attack
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | standard-bearer | blue  | 2      |
      | d5   | standard-bearer | green | 2      |
      | a2   | pikeman         | blue  | 0      |
      | g7   | pikeman         | green | 0      |
    And blue has lost 2 standard-bearers
    And green has lost 2 standard-bearers
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d4 is empty
    And the cell d5 is empty
    And the game is drawn

  @ZN-10.1
  Scenario: No move after the game is won
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | heavy infantryman | blue  | 0      |
      | d5   | standard-bearer   | green | 2      |
      | g7   | pikeman           | green | 0      |
      | a1   | standard-bearer   | blue  | 0      |
    And green has lost 2 standard-bearers
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then blue wins
    When the warrior at g7 moves to g6
    Then the action is refused under rule ZN-10.1
    And the warrior at g7 is a green pikeman with 0 wounds

  @ZN-10.1 @ZN-10.2
  Scenario: No attack after a drawn game
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | standard-bearer | blue  | 2      |
      | d5   | standard-bearer | green | 2      |
      | f6   | pikeman         | blue  | 0      |
      | f7   | pikeman         | green | 0      |
    And blue has lost 2 standard-bearers
    And green has lost 2 standard-bearers
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the game is drawn
    When the warrior at f7 attacks the warrior at f6
    Then the action is refused under rule ZN-10.1
    And the warrior at f6 has 0 wounds
