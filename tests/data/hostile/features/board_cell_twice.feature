Feature: Two warriors on one cell
  Scenario: c3 twice
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | C3   | pikeman         | green |
