Feature: A move off the board
  Scenario: The archer walks to z99
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at c3 moves to z99
    Then the cell c3 is empty
