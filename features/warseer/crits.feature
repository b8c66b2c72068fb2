@warseer
Feature: Critical effects
  A critical symbol, or an effect that makes the critical effect always work, applies the
  attacker's critical effect once per attack.

  @LS2-13.1 @LS2-6.9
  Scenario: Add dice rolls more dice after the critical check
    Given the battlefield:
      | hex | creature  | player | dice | crit      |
      | c3  | Swordsman | south  | 1    | add die 1 |
      | c4  | Ogre      | north  |      |           |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And the dice will roll: sword
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-13.2
  Scenario: Add symbol adds one more of its symbol to the roll
    Given the battlefield:
      | hex | creature  | player | dice | crit     |
      | c3  | Swordsman | south  | 1    | add push |
      | c4  | Ogre      | north  |      |          |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player must push the defender

  @LS2-13.3
  Scenario: Advance takes the hex of a destroyed target
    Given the battlefield:
      | hex | creature  | player | dice | crit    | health |
      | c3  | Swordsman | south  | 1, 1 | Advance |        |
      | c4  | Ogre      | north  |      |         | 1      |
    And the dice will roll: sword, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on c3 advances
    Then Swordsman stands on c4

  @LS2-13.3
  Scenario: After a push, Advance goes into the hex the target held
    Given the battlefield:
      | hex | creature  | player | dice | crit    |
      | c3  | Swordsman | south  | 1, 1 | Advance |
      | c4  | Ogre      | north  |      |         |
    And the dice will roll: push, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    And the creature on c3 advances
    Then Swordsman stands on c4
    And Ogre stands on c5

  @LS2-13.4
  Scenario: Frenzy gives one more attack on the same target
    Given the battlefield:
      | hex | creature | player | dice | crit   | health |
      | c3  | Wolf     | south  | 1    | Frenzy |        |
      | c4  | Ogre     | north  |      |        | 5      |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the dice will roll: sword
    And the creature on c3 attacks again
    And both players pass
    Then the creature on c4 has 1 wound
    When the creature on c3 attacks again
    Then the action is refused under rule LS2-13.4

  @LS2-13.5 @LS2-C.18
  Scenario: Hammerblow makes each dragon deal 2 damage
    Given the battlefield:
      | hex | creature | player | dice | crit       | health |
      | c3  | Troll    | south  | 2, 2 | Hammerblow |        |
      | c4  | Ogre     | north  |      |            | 5      |
    And the dice will roll: dragon, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-13.6 @LS2-10.1
  Scenario: Infection gives the target a Disease token
    Given the battlefield:
      | hex | creature | player | dice | crit      |
      | c3  | Ghoul    | south  | 1    | Infection |
      | c4  | Ogre     | north  |      |           |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has the tokens: disease

  @LS2-13.7
  Scenario: Nimble steps 1 hex after the attack
    Given the battlefield:
      | hex | creature | player | dice | crit   |
      | c3  | Ranger   | south  | 1    | Nimble |
      | c4  | Ogre     | north  |      |        |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on c3 steps to b3
    Then Ranger stands on b3

  @LS2-13.8 @LS2-C.54
  Scenario: Parasite summons a minion on the hex of the creature it destroys
    Given the cards:
      | card | type   | health |
      | Imp  | minion | 1      |
    And the battlefield:
      | hex | creature | player | dice | crit     | health |
      | c3  | Spider   | south  | 1, 1 | Parasite: Imp |        |
      | c4  | Ogre     | north  |      |          | 1      |
    And the dice will roll: sword, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player has a minion on c4

  @LS2-13.9 @LS2-10.1
  Scenario: Poison gives the target a Poison token
    Given the battlefield:
      | hex | creature | player | dice | crit   |
      | c3  | Spider   | south  | 1    | Poison |
      | c4  | Ogre     | north  |      |        |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has the tokens: poison

  @LS2-13.10
  Scenario: Slash deals 1 damage to one more enemy adjacent to the attacker
    Given the battlefield:
      | hex | creature  | player | dice | crit  |
      | c3  | Swordsman | south  | 1    | Slash |
      | c4  | Ogre      | north  |      |       |
      | d3  | Wolf      | north  |      |       |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player slashes the creature on d3
    Then the creature on d3 has 1 wound
    And the creature on c4 has 0 wounds

  @LS2-13.10 @LS2-C.68
  Scenario: Slash strikes an enemy adjacent to the attacker, not one adjacent to its target
    Given the battlefield:
      | hex | creature | player | attack | dice | range | crit  |
      | c2  | Archer   | south  | shot   | 1    | 3     | Slash |
      | c5  | Ogre     | north  |        |      |       |       |
      | c6  | Wolf     | north  |        |      |       |       |
      | b2  | Spider   | north  |        |      |       |       |
    And the dice will roll: critical
    When the creature on c2 attacks the creature on c5
    And both players pass
    And the south player slashes the creature on c6
    Then the action is refused under rule LS2-13.10
    When the south player slashes the creature on b2
    Then the creature on b2 has 1 wound
    And the creature on c6 has 0 wounds

  @LS2-13.11 @LS2-12.43 @LS2-10.2
  Scenario: Stun gives one Stun token, never two
    Given the battlefield:
      | hex | creature  | player | dice | crit | tokens |
      | c3  | Swordsman | south  | 1    | Stun |        |
      | c4  | Ogre      | north  |      |      | stun   |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has the tokens: stun

  @LS2-13.12
  Scenario: Swap trades the hexes of attacker and target
    Given the battlefield:
      | hex | creature  | player | dice | crit |
      | c3  | Swordsman | south  | 1    | Swap |
      | c4  | Ogre      | north  |      |      |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on c3 swaps places with the creature on c4
    Then Swordsman stands on c4
    And Ogre stands on c3

  @LS2-13.13 @LS2-C.19
  Scenario: Vampirism heals the attacker 1 for each dragon
    Given the battlefield:
      | hex | creature | player | dice | crit      | wounds | health |
      | c3  | Ghoul    | south  | 2, 2 | Vampirism | 2      | 4      |
      | c4  | Ogre     | north  |      |           |        | 5      |
    And the dice will roll: dragon, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c3 has 1 wound
    And the creature on c4 has 1 wound

  @LS2-13.3 @LS2-C.62
  Scenario: A shooter far from its target does not advance
    Given the battlefield:
      | hex | creature | player | attack | dice | range | crit    | health |
      | c3  | Archer   | south  | shot   | 1, 1 | 3     | Advance |        |
      | c5  | Ogre     | north  |        |      |       |         | 1      |
    And the dice will roll: sword, critical
    When the creature on c3 attacks the creature on c5
    And both players pass
    Then there is no creature on c5
    When the creature on c3 advances
    Then the action is refused under rule LS2-13.3
    And Archer stands on c3

  @LS2-13.13 @LS2-6.11 @LS2-12.24
  Scenario: Vampirism heals 1 for each dragon in the final roll, even where Fortitude takes damage off
    Given the battlefield:
      | hex | creature | player | dice    | crit      | keywords  | wounds | health |
      | c3  | Ghoul    | south  | 2, 2, 2 | Vampirism |           | 2      | 4      |
      | c4  | Knight   | north  |         |           | Fortitude |        | 5      |
    And the dice will roll: dragon, dragon, critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound
    And the creature on c3 has 0 wounds
