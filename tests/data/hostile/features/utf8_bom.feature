Feature: UTF-8 with a byte-order mark
  Scenario: Any
    Then the game is not over
