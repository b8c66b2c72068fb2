Feature: Broken table
  Scenario: A table with a missing pipe
    Given the board:
      | cell | warrior |
      | c3   | archer
