Feature: Examples that do not fill the placeholder
  Scenario Outline: The header names another column
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at <cell> has 0 wounds

    Examples:
      | where |
      | c3    |
