Feature: A board without sides
  Scenario: Whose archer?
    Given the board:
      | cell | warrior         |
      | c3   | archer          |
