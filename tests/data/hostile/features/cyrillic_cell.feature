Feature: A cell name typed on a Russian keyboard
  Scenario: The c of c3 is a Cyrillic es
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at с3 can attack nothing
