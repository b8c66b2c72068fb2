Feature: How far does a swordsman move?
  Scenario: A creature moves up to its movement
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 2        |
    When the creature on c3 moves along c3 → c4 → c5
    Then Swordsman stands on c5
