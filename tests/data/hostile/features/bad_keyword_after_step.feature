Feature: A misspelled keyword
  Scenario: A later step is misspelled
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Thn the game is not over
