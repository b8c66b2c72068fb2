@znamenosets
Feature: A step no pattern reads
  Validation refuses this file; run without it, the step is undefined.

  Scenario: The warrior flies
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at c3 flies to c7
    Then the cell c7 is empty
