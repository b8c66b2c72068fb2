Feature: A column the board does not have
  Scenario: Colour instead of side
    Given the board:
      | cell | warrior | colour |
      | c3   | archer  | blue   |
