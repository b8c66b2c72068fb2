Feature: A table under a step that takes none
  Scenario: The table would be ignored
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
      | cell | warrior |
