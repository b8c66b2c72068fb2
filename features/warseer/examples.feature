@warseer
Feature: The worked attack examples
  The source walks through two attacks on Gil-Talas. Its pictures and dice icons were lost,
  so the creatures' numbers and every roll are reconstructed (rulings LS2-C.8 and LS2-C.9):
  each roll below is scripted die by die, and the engine works out the rest.

  @example @source:attack-examples @LS2-C.8 @LS2-C.7 @LS2-12.45 @LS2-13.2 @LS2-6.10 @LS2-7.3 @LS2-9.4 @LS2-6.14 @LS2-C.65
  Scenario: Kaitlynn's magic attack on Gil-Talas
    Kaitlynn rolls her two dice and the extra die of Dayodor's Warlord: a sword, a push and a
    critical. Her critical effect adds a sword: 2 damage. The push sends Gil-Talas into a
    Forest, 1 more magic damage; his armour stops none of it. He still stands next to
    Kaitlynn, within the range of his own attack, but cannot strike back at a magical attack.
    Given the battlefield:
      | hex | creature             | player | kind      | attack | dice    | range | health | rank | keywords    | crit      | armour | terrain |
      | c3  | Kaitlynn             | south  | hero      | magic  | 2, 2    | 3     | 6      | 3    |             | add sword |        |         |
      | c2  | Dayodor Order Mentor | south  | character | melee  | 2, 2, 2 | 1     | 5      | 2    | Warlord     | Advance   |        |         |
      | c4  | Gil-Talas            | north  | character | melee  | 2, 2    | 1     | 7      | 3    | Counterblow |           | 2      |         |
      | d3  |                      |        |           |        |         |       |        |      |             |           |        | Forest  |
    And the dice will roll: sword, push, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player must push the defender
    When the south player pushes the defender to d3
    Then Gil-Talas stands on d3
    And the creature on d3 has 3 wounds
    And the creature on d3 has 2 armour tokens
    When the creature on d3 strikes back
    Then the action is refused under rule LS2-6.14

  @example @source:attack-examples @LS2-C.9 @LS2-6.13 @LS2-C.16 @LS2-13.3 @LS2-12.14 @LS2-6.14 @LS2-C.43
  Scenario: Dayodor Order Mentor's melee attack on Gil-Talas
    Gil-Talas stands in a Forest, which may take a sword off the roll; the roll has none: a
    dragon, a push and a critical. 1 damage and a push; Dayodor's Advance takes the hex
    Gil-Talas left, which brings him into the range of Gil-Talas' Counterblow.
    Given the battlefield:
      | hex | creature             | player | kind      | attack | dice    | range | health | rank | keywords    | crit    | terrain |
      | c3  | Dayodor Order Mentor | south  | character | melee  | 2, 2, 2 | 1     | 5      | 2    | Warlord     | Advance |         |
      | c4  | Gil-Talas            | north  | character | melee  | 2, 2    | 1     | 7      | 3    | Counterblow |         | Forest  |
    And the dice will roll: dragon, push, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then the creature on c5 has 1 wound
    When the creature on c3 advances
    Then Dayodor Order Mentor stands on c4
    Given the dice will roll: dragon, blank
    When the creature on c5 strikes back
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-C.9 @LS2-13.3 @LS2-6.14
  Scenario: Without the Advance, Gil-Talas is out of reach for a Counterblow
    Given the battlefield:
      | hex | creature             | player | kind      | attack | dice    | range | health | rank | keywords    | crit    | terrain |
      | c3  | Dayodor Order Mentor | south  | character | melee  | 2, 2, 2 | 1     | 5      | 2    | Warlord     | Advance |         |
      | c4  | Gil-Talas            | north  | character | melee  | 2, 2    | 1     | 7      | 3    | Counterblow |         | Forest  |
    And the dice will roll: dragon, push, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    And the south player declines
    Then Dayodor Order Mentor stands on c3
    When the creature on c5 strikes back
    Then the action is refused under rule LS2-6.14
