@znamenosets
Feature: Asking a rule question
  The example of the page "Asking a rule question": a warrior hemmed in by its own
  side asks whether it may step to a diagonal cell. A move names only where the
  warrior ends; the engine finds an orthogonal path, or refuses under the rule
  that forbids it.

  @ZN-6.2 @ZN-6.1
  Scenario: A heavy infantryman hemmed in by its own side cannot reach the diagonal cell
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | blue  |
      | e4   | pikeman           | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 moves to e5
    Then the action is refused under rule ZN-6.2
    And the warrior at d4 is a blue heavy infantryman with 0 wounds

  @ZN-6.1
  Scenario: With d5 free it reaches the diagonal cell in two orthogonal steps
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | e4   | pikeman           | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 moves to e5
    Then the action is allowed
    And the cell d4 is empty
    And the warrior at e5 is a blue heavy infantryman with 0 wounds
