Feature: An Examples row with a word the board does not know
  Scenario Outline: The lone <kind> in corner a1
    Given the board:
      | cell | warrior         | side  |
      | a1   | <kind>          | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at a1 can move to <count> cells

    Examples:
      | kind    | count |
      | archer  | 3     |
      | dragon  | 9     |
