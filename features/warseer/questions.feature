@warseer
Feature: Asking a rule question
  The example of the page "Asking a rule question": may an attacker push its target onto
  Impassable terrain? The push needs a free hex next to the defender that is not
  Impassable; a free hex of open ground takes the push.

  @LS2-9.2 @LS2-C.6
  Scenario: The attacker may not push onto Impassable terrain
    Given the battlefield:
      | hex | creature  | player | dice | terrain    |
      | c3  | Swordsman | south  | 1    |            |
      | c4  | Ogre      | north  |      |            |
      | c5  |           |        |      | Impassable |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then the action is refused under rule LS2-9.2
    And Ogre stands on c4

  @LS2-9.1 @LS2-9.2
  Scenario: A free hex of open ground takes the push
    Given the battlefield:
      | hex | creature  | player | dice | terrain    |
      | c3  | Swordsman | south  | 1    |            |
      | c4  | Ogre      | north  |      |            |
      | c5  |           |        |      | Impassable |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to d4
    Then the action is allowed
    And Ogre stands on d4
