Feature: A heavy infantryman hemmed in by its own side
  Scenario: Can it step to the diagonal cell e5?
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | blue  |
      | e4   | pikeman           | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 moves to e5
