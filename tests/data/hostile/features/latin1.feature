Feature: Latin-1 bytes
  Scenario: Café
    Then the game is not over
