Feature: A misspelled keyword
  Scenario: The first step is misspelled
    Givn the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
    Then the game is not over
