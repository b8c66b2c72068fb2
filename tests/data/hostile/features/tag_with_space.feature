Feature: A tag with a space
  @ZN 6.1
  Scenario: The tag
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the game is not over
