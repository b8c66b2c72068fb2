@znamenosets
Feature: The turn
  A turn is one movement, then one attack, and the players take turns.
  A player who cannot move, or cannot attack after moving, removes one of their own warriors.

  @ZN-5.2
  Scenario: A turn starts with the movement phase
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    Then blue is to play in the movement phase

  @ZN-5.2 @ZN-5.3 @ZN-C.5
  Scenario: A move that brings an enemy in reach leads to the attack phase
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d3 moves to d4
    Then blue is to play in the attack phase

  @ZN-5.3 @ZN-5.2
  Scenario: A second move in the same turn is refused
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d3 moves to d4
    And the warrior at a1 moves to a2
    Then the action is refused under rule ZN-5.2
    And the warrior at a1 is a blue standard-bearer with 0 wounds

  @ZN-5.3
  Scenario: Blue cannot move a green warrior
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d5 moves to d6
    Then the action is refused under rule ZN-5.3
    And the warrior at d5 is a green pikeman with 0 wounds

  @ZN-5.3
  Scenario: Moving from an empty cell is refused
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at c3 moves to c4
    Then the action is refused under rule ZN-5.3
    And the cell c4 is empty

  @ZN-5.2
  Scenario: An attack in the movement phase is refused
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 attacks the warrior at d5
    Then the action is refused under rule ZN-5.2
    And the warrior at d5 has 0 wounds
    And blue is to play in the movement phase

  @ZN-5.2
  Scenario: A move in the attack phase is refused
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 moves to d3
    Then the action is refused under rule ZN-5.2
    And the warrior at d4 is a blue heavy infantryman with 0 wounds

  @ZN-5.4 @ZN-5.1
  Scenario: A warrior that did not move may make the attack
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at a1 moves to a2
    And the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green pikeman with 1 wound
    And green is to play in the movement phase

  @ZN-5.1 @ZN-4.4 @ZN-5.4
  Scenario: Blue and green take turns
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | b4   | pikeman           | blue  |
      | d5   | pikeman           | green |
      | b6   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d3 moves to d4
    And the warrior at d4 attacks the warrior at d5
    Then green is to play in the movement phase
    When the warrior at b6 moves to b5
    Then green is to play in the attack phase
    When the warrior at b5 attacks the warrior at b4
    Then blue is to play in the movement phase
    And the warrior at b4 is a blue pikeman with 1 wound
    And the warrior at d5 is a green pikeman with 1 wound

  @ZN-C.5 @ZN-5.4
  Scenario: No removal instead of a possible attack
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 is removed
    Then the action is refused under rule ZN-C.5
    And blue has 2 warriors

  @ZN-5.5 @ZN-C.19
  Scenario: No removal while a move is possible
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 is removed
    Then the action is refused under rule ZN-5.5
    And blue has 2 warriors

  @ZN-5.5 @ZN-C.19
  Scenario: No attack after the move ends the turn with a removal
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d7   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d3 moves to d2
    Then blue is to play in the removal phase
    When the warrior at d2 is removed
    Then the cell d2 is empty
    And blue has 1 warrior
    And green is to play in the movement phase

  @ZN-5.2 @ZN-5.5 @ZN-C.19
  Scenario: A move in the removal phase is refused
    Given the board:
      | cell | warrior           | side  |
      | d3   | heavy infantryman | blue  |
      | d7   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d3 moves to d2
    And the warrior at d2 moves to d3
    Then the action is refused under rule ZN-5.2
    And blue is to play in the removal phase

  @ZN-5.5 @ZN-C.10 @ZN-C.19
  Scenario: A player who cannot move removes a warrior at once
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | b1   | pikeman         | blue  |
      | a2   | pikeman         | green |
      | b2   | pikeman         | green |
      | c1   | pikeman         | green |
      | g8   | standard-bearer | green |
    Then blue is to play in the removal phase
    When the warrior at b1 is removed
    Then the cell b1 is empty
    And green is to play in the movement phase

  @ZN-C.10 @ZN-5.2
  Scenario: A player who cannot move may not attack either
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | b1   | pikeman         | blue  |
      | a2   | pikeman         | green |
      | b2   | pikeman         | green |
      | c1   | pikeman         | green |
      | g8   | standard-bearer | green |
    When the warrior at b1 attacks the warrior at b2
    Then the action is refused under rule ZN-5.2
    And the warrior at b2 has 0 wounds

  @ZN-5.5 @ZN-C.19
  Scenario: A player may not remove an enemy warrior
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | b1   | pikeman         | blue  |
      | a2   | pikeman         | green |
      | b2   | pikeman         | green |
      | c1   | pikeman         | green |
      | g8   | standard-bearer | green |
    When the warrior at b2 is removed
    Then the action is refused under rule ZN-5.5
    And green has 4 warriors
