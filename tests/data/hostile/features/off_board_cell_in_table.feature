Feature: A warrior off the board
  Scenario: h4 is not on the 7x8 board
    Given the board:
      | cell | warrior         | side  |
      | h4   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then blue has 2 warriors
