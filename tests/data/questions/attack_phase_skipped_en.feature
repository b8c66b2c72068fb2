Feature: A pikeman against a heavy infantryman
  Scenario: Blue's attack phase with no attack to make
    Given the board:
      | cell | warrior           | side  |
      | c4   | pikeman           | blue  |
      | c5   | heavy infantryman | green |
    And blue is to play in the attack phase
    When the warrior at c4 attacks the warrior at c5
    Then the action is refused under rule ZN-8.3
