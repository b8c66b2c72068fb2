Feature: The board step without its table
  Scenario: An empty promise
    Given the board:
    Then the game is not over
