Feature: A move off the board, asked as a rules lawyer would
  Scenario: The archer may not step to h4, just past column g
    Given the board:
      | cell | warrior         | side  |
      | g4   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at g4 moves to h4
    Then the action is refused under rule ZN-6.2
