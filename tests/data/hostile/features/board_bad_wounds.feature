Feature: Wounds that are not a number
  Scenario: Some wounds
    Given the board:
      | cell | warrior | side | wounds |
      | c3   | archer  | blue | some   |
