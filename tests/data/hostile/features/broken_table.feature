Feature: A broken table
  Scenario: A row with a missing cell
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          |
      | a1   | standard-bearer | blue  |
