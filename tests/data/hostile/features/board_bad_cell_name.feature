Feature: A cell written backwards
  Scenario: 3c
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | 3c   | archer          | blue  |
