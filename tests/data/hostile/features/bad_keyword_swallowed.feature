Feature: A misspelled keyword Gherkin would read as a description
  Scenario: The misspelled step would silently vanish
    Gven blue has lost 2 standard-bearers
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the game is not over
