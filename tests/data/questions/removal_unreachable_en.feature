Feature: A removal phase no game can reach
  Scenario: Blue removes a warrior although it could move and attack
    Given the board:
      | cell | warrior  | side  |
      | d4   | horseman | blue  |
      | d5   | archer   | green |
    And blue is to play in the removal phase
    When the warrior at d4 is removed
    Then the cell d4 is empty
