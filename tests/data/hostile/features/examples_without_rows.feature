Feature: Examples without rows
  Scenario Outline: Only a header
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at <cell> has 0 wounds

    Examples:
      | cell |
