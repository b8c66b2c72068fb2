Feature: What follows a move after which no attack is possible?
  Scenario: The rules go on to the removal phase by themselves
    Given the board:
      | cell | warrior         | side  |
      | d4   | horseman        | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d4 moves to e5
    Then blue is to play in the removal phase
