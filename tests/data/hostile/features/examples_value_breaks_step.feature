Feature: An Examples row that makes a step unreadable
  Scenario Outline: The archer walks to <target>
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at c3 moves to <target>
    Then the cell c3 is empty

    Examples:
      | target |
      | c4     |
      | far    |
