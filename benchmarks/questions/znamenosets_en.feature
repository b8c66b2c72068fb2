Feature: Does a friend block the archer?
  Scenario: A friendly warrior does not block the archer
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | c4   | pikeman         | blue  |
      | c5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the warrior at c3 can attack: c5
