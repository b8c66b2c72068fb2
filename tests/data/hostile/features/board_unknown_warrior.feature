Feature: A warrior the game does not have
  Scenario: A dragon on the board
    Given the board:
      | cell | warrior         | side  |
      | c3   | dragon          | blue  |
      | a1   | standard-bearer | blue  |
