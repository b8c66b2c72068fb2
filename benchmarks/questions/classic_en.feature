Feature: How far does a knight walk?
  Scenario: A path of straight stretches as long as the movement
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves along 15,10 → 15,15
    Then Knight stands at 15,15
