Feature: A scenario that opens with And
  Scenario: And what came before?
    And the game is not over
